import autocannon, { type Request } from 'autocannon';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { summarize } from './stats.js';

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
  /**
   * Open loop at this many requests per second, evenly spaced (one every 1/rate s, whatever the answers
   * do), with at most `connections` sockets. autocannon's own rate limit is not used: it lets each
   * connection send its share of a second back to back at the start of that second, so "200/s" is
   * really a burst of `connections` concurrent requests every second.
   */
  rate?: number;
  seconds: number;
  /** Processes whose CPU time is charged to the requests. */
  watch: Record<string, number>;
}

/**
 * Closed loop (autocannon: each connection sends as soon as its answer comes) or, with `rate`, an open
 * loop at evenly spaced times; reports throughput, latency percentiles and CPU per request.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  return options.rate ? openLoop({ ...options, rate: options.rate }) : closedLoop(options);
}

async function closedLoop(options: LoadOptions): Promise<LoadResult> {
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

/**
 * Sends request i at start + i/rate (checked every millisecond) on a keep-alive pool, and times each
 * answer from when it was due, not from when it left: a generator that falls behind must not hide the
 * wait (coordinated omission).
 */
async function openLoop(options: LoadOptions & { rate: number }): Promise<LoadResult> {
  const before = Object.fromEntries(Object.entries(options.watch).map(([name, pid]) => [name, cpuMs(pid)]));
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const send = (due: number): Promise<void> =>
    new Promise((resolve) => {
      const body = options.bodies?.();
      const request = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: options.method ?? 'GET',
          headers: options.headers,
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - due);
            const status = String(response.statusCode);
            statuses[status] = (statuses[status] ?? 0) + 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
      request.end(body);
    });
  const running: Promise<void>[] = [];
  const started = performance.now();
  while (running.length < total) {
    const now = performance.now();
    while (running.length < total && started + running.length * interval <= now) {
      running.push(send(started + running.length * interval));
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(running);
  agent.destroy();
  const succeeded = Object.entries(statuses)
    .filter(([status]) => status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const { p50, p90, p99 } = summarize(latencies);
  return {
    requests: latencies.length + errors,
    throughput: succeeded / options.seconds,
    p50,
    p90,
    p99,
    failures: latencies.length - succeeded + errors,
    cpuPerRequest: Object.fromEntries(
      Object.entries(options.watch).map(([name, pid]) => [name, (cpuMs(pid) - before[name]) / Math.max(succeeded, 1)]),
    ),
    statuses,
    succeeded,
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
