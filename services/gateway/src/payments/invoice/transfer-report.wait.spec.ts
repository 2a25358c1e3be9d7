import { create } from '@bufbuild/protobuf';
import { TransferReportSchema, type TransferReport } from '@callsheet/contracts';
import { awaitReport, type ReportWait } from './transfer-report.wait.js';

const report = (status: string) => create(TransferReportSchema, { id: 'report-1', status });

/** A clock that only moves when the wait sleeps, and the statuses the worker goes through. */
function scripted(statuses: string[], waitMs = 5_000, pollMs = 200) {
  let clock = 0;
  const reads: number[] = [];
  const wait: ReportWait = {
    waitMs,
    pollMs,
    now: () => clock,
    sleep: (ms) => {
      clock += ms;
      return Promise.resolve();
    },
  };
  const statusOf = (id: string): Promise<TransferReport> => {
    expect(id).toBe('report-1');
    reads.push(clock);
    return Promise.resolve(report(statuses[Math.min(reads.length - 1, statuses.length - 1)]));
  };
  return { wait, statusOf, reads, elapsed: () => clock };
}

describe('awaitReport', () => {
  it('answers a report ready at once without reading it again', async () => {
    const { wait, statusOf, reads } = scripted([]);
    expect((await awaitReport(report('ready'), statusOf, wait)).status).toBe('ready');
    expect(reads).toEqual([]);
  });

  it('reads the status until the worker has built the report', async () => {
    const { wait, statusOf, reads } = scripted(['running', 'running', 'ready']);
    expect((await awaitReport(report('queued'), statusOf, wait)).status).toBe('ready');
    expect(reads).toEqual([200, 400, 600]);
  });

  it('stops at a failed report', async () => {
    const { wait, statusOf } = scripted(['failed']);
    expect((await awaitReport(report('queued'), statusOf, wait)).status).toBe('failed');
  });

  it('gives up when the wait is over and answers the report as it stands', async () => {
    const { wait, statusOf, elapsed } = scripted(['running'], 1_000, 300);
    const answered = await awaitReport(report('queued'), statusOf, wait);
    expect(answered).toMatchObject({ id: 'report-1', status: 'running' });
    expect(elapsed()).toBe(1_000);
  });
});
