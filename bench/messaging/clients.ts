// bench/messaging, section 6: the Kafka client libraries side by side on a bare round trip (a caller
// process sends a request, a server process answers it on the reply topic), without HTTP, Nest or a
// handler: what kafkajs itself costs against @platformatic/kafka, the maintained alternative in pure
// JavaScript, at the same rates in the same run. The processes' and the broker's CPU per round trip.
import { kafkaBrokers } from '@callsheet/testing';
import { createKafka, createLogger, provisionTopics } from '@callsheet/kernel';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ClientName, EchoReport } from './clients/echo-peer.js';
import { cpuMs } from './load.js';
import { summarize } from './stats.js';

const peerScript = fileURLToPath(new URL('./clients/echo-peer.ts', import.meta.url));

export interface ClientRun {
  client: ClientName;
  /** Requests per second, or undefined for the closed loop (32 requests always in flight). */
  rate: number | undefined;
  throughput: number;
  p50: number;
  p99: number;
  lost: number;
  cpuPerRoundTrip: { caller: number; server: number; kafka: number };
}

function startPeer(role: 'server' | 'caller', args: string[]): ChildProcess {
  return fork(peerScript, ['--role', role, ...args], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
}

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve(message as T));
    child.once('exit', (code) => reject(new Error(`the echo peer exited (${code}) before answering`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function roundTrips(
  client: ClientName,
  rate: number | undefined,
  seconds: number,
  topics: string[],
): Promise<ClientRun> {
  const [requests, replies] = topics;
  const common = [
    '--client',
    client,
    '--brokers',
    kafkaBrokers.join(','),
    '--requests',
    requests,
    '--replies',
    replies,
  ];
  const server = startPeer('server', common);
  try {
    await nextMessage(server);
    const caller = startPeer('caller', [...common, '--seconds', String(seconds), '--rate', String(rate ?? 0)]);
    await nextMessage(caller); // 'measuring': both joined, warmed up
    const broker = Number(readFileSync('.data/run/kafka.pid', 'utf8').trim());
    const pids = [caller.pid!, server.pid!, broker];
    const before = pids.map(cpuMs);
    const report = await nextMessage<EchoReport>(caller);
    const [callerMs, serverMs, kafkaMs] = pids.map((pid, index) => cpuMs(pid) - before[index]);
    const { p50, p99 } = summarize(report.latencies);
    const count = report.latencies.length;
    return {
      client,
      rate,
      throughput: count / report.seconds,
      p50,
      p99,
      lost: report.lost,
      cpuPerRoundTrip: { caller: callerMs / count, server: serverMs / count, kafka: kafkaMs / count },
    };
  } finally {
    await stop(server);
  }
}

/** Each client at each rate, kafkajs first, in one run; prints a line per measurement. */
export async function compareClients(seconds: number): Promise<ClientRun[]> {
  const run = randomUUID().slice(0, 8);
  const topics = [`bench-clients-${run}.requests`, `bench-clients-${run}.replies`];
  const logger = createLogger('bench-clients', 'warn');
  const kafka = createKafka(`bench-clients-${run}`, kafkaBrokers, logger);
  await provisionTopics(kafka, [
    { topic: topics[0], numPartitions: 6 },
    { topic: topics[1], numPartitions: 3 },
  ]);
  const runs: ClientRun[] = [];
  try {
    for (const rate of [undefined, 200, 1000]) {
      for (const client of ['kafkajs', 'platformatic'] as const) {
        const result = await roundTrips(client, rate, seconds, topics);
        runs.push(result);
        const { caller, server, kafka: broker } = result.cpuPerRoundTrip;
        console.log(
          `   ${client.padEnd(13)} ${(rate === undefined ? 'closed loop' : `${rate}/s`).padEnd(12)}` +
            `${result.throughput.toFixed(0).padStart(6)}/s  p50 ${result.p50.toFixed(1).padStart(5)}  ` +
            `p99 ${result.p99.toFixed(1).padStart(5)} ms  lost ${result.lost}  CPU/round trip: ` +
            `caller ${caller.toFixed(3)} ms, server ${server.toFixed(3)} ms, kafka ${broker.toFixed(3)} ms`,
        );
      }
    }
  } finally {
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteTopics({ topics }).catch(() => undefined);
    await admin.disconnect();
  }
  return runs;
}
