import autocannon, { type Request } from 'autocannon';
import { readFileSync } from 'node:fs';

/** A process' CPU time so far, in milliseconds (user + system, from /proc). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After "pid (comm) ": state is field 0, utime field 11, stime field 12, in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface LoadResult {
  requests: number;
  /** Answers per second over the run. */
  throughput: number;
  p50: number;
  p90: number;
  p99: number;
  /** Answers that were not 2xx, and transport errors and timeouts. */
  failures: number;
  /** CPU milliseconds per answered request, per watched process. */
  cpuPerRequest: Record<string, number>;
  /** How many answers had each HTTP status. */
  statuses: Record<string, number>;
  /** Answers with a 2xx status. */
  succeeded: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Bodies used in turn, one per request (a write needs a new one each time). */
  bodies?: () => string;
  /** Closed loop: this many connections, each sending as soon as its answer comes. */
  connections: number;
  /** Open loop at this many requests per second overall (spread over the connections). */
  rate?: number;
  seconds: number;
  /** Processes whose CPU time is charged to the requests. */
  watch: Record<string, number>;
}

/** Runs autocannon against one URL and reports throughput, latency percentiles and CPU per request. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const before = Object.fromEntries(Object.entries(options.watch).map(([name, pid]) => [name, cpuMs(pid)]));
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(options.bodies
      ? {
          requests: [
            {
              setupRequest: (request: Request): Request => ({ ...request, body: options.bodies!() }),
            },
          ],
        }
      : {}),
  });
  const answered = result.requests.total;
  const ok = answered - result.non2xx;
  const cpuPerRequest = Object.fromEntries(
    Object.entries(options.watch).map(([name, pid]) => [name, (cpuMs(pid) - before[name]) / Math.max(ok, 1)]),
  );
  return {
    requests: answered,
    throughput: ok / options.seconds,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
    ),
    succeeded: ok,
  };
}

/** CPU share of a core used by each process over `seconds` of doing nothing. */
export async function idleCpu(watch: Record<string, number>, seconds: number): Promise<Record<string, number>> {
  const before = Object.fromEntries(Object.entries(watch).map(([name, pid]) => [name, cpuMs(pid)]));
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return Object.fromEntries(
    Object.entries(watch).map(([name, pid]) => [name, ((cpuMs(pid) - before[name]) / (seconds * 1000)) * 100]),
  );
}
