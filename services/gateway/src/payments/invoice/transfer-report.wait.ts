import type { TransferReport } from '@callsheet/contracts';

/**
 * How long POST /api/stripe/transfer/report waits for the report before answering 202 with its id
 * (spec section 7: the CSV is downloaded as the answer; a long report is fetched later by id).
 */
export const REPORT_READY_WAIT_MS = 5_000;
/** How often the report's status is read meanwhile. */
export const REPORT_POLL_MS = 200;

const FINISHED = new Set(['ready', 'failed']);

export interface ReportWait {
  waitMs: number;
  pollMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const realTime: ReportWait = {
  waitMs: REPORT_READY_WAIT_MS,
  pollMs: REPORT_POLL_MS,
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The report once ready or failed, or as it stands when the wait is over. */
export async function awaitReport(
  report: TransferReport,
  statusOf: (id: string) => Promise<TransferReport>,
  wait: ReportWait = realTime,
): Promise<TransferReport> {
  const deadline = wait.now() + wait.waitMs;
  let current = report;
  while (!FINISHED.has(current.status) && wait.now() < deadline) {
    await wait.sleep(Math.min(wait.pollMs, deadline - wait.now()));
    current = await statusOf(current.id);
  }
  return current;
}
