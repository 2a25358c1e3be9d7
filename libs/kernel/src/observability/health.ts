/** A named readiness probe: resolves when the dependency answers, rejects (or times out) when not. */
export interface HealthCheck {
  name: string;
  check: () => Promise<unknown>;
}

export interface CheckResult {
  status: 'up' | 'down';
  error?: string;
  durationMs: number;
}

export interface HealthReport {
  status: 'ok' | 'unavailable';
  checks: Record<string, CheckResult>;
}

const CHECK_TIMEOUT_MS = 2000;

/** Runs every check in parallel, each bounded in time, and says which ones are down and why. */
export async function checkHealth(checks: readonly HealthCheck[]): Promise<HealthReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }): Promise<[string, CheckResult]> => {
      const started = performance.now();
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS, `${name} did not answer within ${CHECK_TIMEOUT_MS} ms`);
        return [name, { status: 'up', durationMs: elapsed(started) }];
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return [name, { status: 'down', error: message, durationMs: elapsed(started) }];
      }
    }),
  );
  const allUp = results.every(([, result]) => result.status === 'up');
  return { status: allUp ? 'ok' : 'unavailable', checks: Object.fromEntries(results) };
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
