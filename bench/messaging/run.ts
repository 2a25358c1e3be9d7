// bench/messaging: the Kafka paths side by side with their baselines, in one run on this machine.
//   1. request/reply: GET /public/config (gateway → Kafka → identity → Kafka → gateway) against the
//      gateway alone (GET /health/live): capacity, latency at fixed rates, CPU per request;
//   2. a realistic read (GET /api/talent/{id} with a token) and write (POST /api/application);
//   3. idle CPU of every service;
//   4. outbox → consumer at 100 and 1,000 events/s: latency, order per key, none lost or doubled;
//   5. scale-out: one replica of everything against two;
//   6. the Kafka client libraries alone (kafkajs, @platformatic/kafka) on a bare round trip.
// Every goal of issue 15 gets a line saying met or not. Not part of npm test.
// Usage: npm run bench:messaging [-- --seconds 8]
import { infra, kafkaBrokers } from '@callsheet/testing';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { idleCpu, load, type LoadResult } from './load.js';
import { outboxToConsumer } from './outbox.js';
import { startStack, type Stack } from './stack.js';
import { realisticCalls } from './realistic.js';
import { scaleOut } from './scale-out.js';
import { compareClients } from './clients.js';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '8' },
    /** Some sections only, comma-separated: idle, rpc, realistic, outbox, scale-out, clients (all by default). */
    only: { type: 'string', default: 'idle,rpc,realistic,outbox,scale-out,clients' },
  },
});
const seconds = Number(options.seconds);
const sections = new Set(options.only.split(','));
const goals: { goal: string; met: boolean; measured: string }[] = [];

function goal(goalText: string, met: boolean, measured: string): void {
  goals.push({ goal: goalText, met, measured });
}

function row(label: string, result: LoadResult): string {
  const cpu = Object.entries(result.cpuPerRequest)
    .map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`)
    .join(', ');
  return (
    `${label.padEnd(44)} ${result.throughput.toFixed(0).padStart(6)}/s  p50 ${result.p50.toFixed(1).padStart(6)}  ` +
    `p90 ${result.p90.toFixed(1).padStart(6)}  p99 ${result.p99.toFixed(1).padStart(6)} ms  failures ${result.failures}  CPU/request: ${cpu}`
  );
}

/** The Kafka broker's process, as `npm run infra` recorded it. */
function brokerPid(): number {
  return Number(readFileSync('.data/run/kafka.pid', 'utf8').trim());
}

async function requestReply(stack: Stack): Promise<void> {
  // The broker too: every request and reply crosses it, and it shares the machine's two cores.
  const watch = { gateway: stack.pid('gateway'), identity: stack.pid('identity'), kafka: brokerPid() };
  const gateway = stack.gatewayUrl;
  console.log('\n1. Request/reply through Kafka, one replica each (closed loop: 32 connections)');
  const baseline = await load({ url: `${gateway}/health/live`, connections: 32, seconds, watch });
  console.log(row('GET /health/live (gateway alone)', baseline));
  const capacity = await load({ url: `${gateway}/public/config`, connections: 32, seconds, watch });
  console.log(row('GET /public/config (through identity)', capacity));
  const share = (capacity.throughput / baseline.throughput) * 100;
  console.log(`   /public/config capacity is ${share.toFixed(1)} % of the gateway alone`);
  goal('request/reply capacity ≥ 1,000/s', capacity.throughput >= 1000, `${capacity.throughput.toFixed(0)}/s`);
  goal('request/reply ≥ 20 % of the gateway alone', share >= 20, `${share.toFixed(1)} %`);
  for (const [rate, limit] of [
    [200, 15],
    [500, 50],
  ] as const) {
    // The same rate on the gateway alone first: what HTTP and this machine cost without Kafka.
    const alone = await load({ url: `${gateway}/health/live`, connections: 64, rate, seconds, watch });
    console.log(row(`GET /health/live at ${rate}/s (open loop)`, alone));
    const fixed = await load({ url: `${gateway}/public/config`, connections: 64, rate, seconds, watch });
    console.log(row(`GET /public/config at ${rate}/s (open loop)`, fixed));
    goal(
      `at ${rate}/s: p99 ≤ ${limit} ms, no failures`,
      fixed.p99 <= limit && fixed.failures === 0,
      `p99 ${fixed.p99.toFixed(1)} ms, ${fixed.failures} failures`,
    );
  }
}

infra('up', 'postgres', 'redis', 'kafka', 'stripe-mock', 'mail');
const migrate = spawnSync(process.execPath, ['scripts/db.mjs', 'migrate', '--test'], { stdio: 'inherit' });
if (migrate.status !== 0) {
  throw new Error('migrating the test databases failed');
}
console.log(
  `bench/messaging on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}, ` +
    `${seconds} s per measurement, Kafka at ${kafkaBrokers.join(',')}`,
);

const stack = await startStack(1);
try {
  if (sections.has('idle')) {
    // Over a minute, as a dashboard's rate over 1m shows it: a 10 s window catches a process in the
    // middle of a garbage collection or the gateway's V8 memory reducer after start-up (up to 4 %).
    console.log('\n0. Idle services (CPU over 60 s after a 20 s settle, nothing asked)');
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const idle = await idleCpu(stack.pids(), 60);
    for (const [name, percent] of Object.entries(idle)) {
      console.log(`   ${name.padEnd(12)} ${percent.toFixed(2)} % of a core`);
    }
    const busiest = Math.max(...Object.values(idle));
    goal('idle services ≤ 1 % of a core each', busiest <= 1, `busiest ${busiest.toFixed(2)} %`);
  }
  if (sections.has('rpc')) {
    await requestReply(stack);
  }
  if (sections.has('realistic')) {
    await realisticCalls(stack, seconds, goal, row);
  }
} finally {
  await stack.stop();
}

if (sections.has('outbox')) {
  console.log('\n4. Outbox → consumer (commit to handler start)');
  for (const [rate, limit] of [
    [100, 50],
    [1000, 250],
  ] as const) {
    const outcome = await outboxToConsumer(rate, rate === 100 ? 10 : 5);
    console.log(
      `   at ${rate}/s: n=${outcome.latency.count}  p50 ${outcome.latency.p50.toFixed(1)}  p90 ${outcome.latency.p90.toFixed(1)}  ` +
        `p99 ${outcome.latency.p99.toFixed(1)} ms  lost ${outcome.lost}  doubled ${outcome.doubled}  out of order ${outcome.outOfOrder}`,
    );
    console.log(
      `      commit → Kafka (relay) p50 ${outcome.toKafka.p50.toFixed(1)}  p99 ${outcome.toKafka.p99.toFixed(1)} ms; ` +
        `Kafka → handler (consumer) p50 ${outcome.fromKafka.p50.toFixed(1)}  p99 ${outcome.fromKafka.p99.toFixed(1)} ms`,
    );
    goal(
      `outbox at ${rate}/s: p99 ≤ ${limit} ms, in order, none lost or doubled`,
      outcome.latency.p99 <= limit && outcome.lost === 0 && outcome.doubled === 0 && outcome.outOfOrder === 0,
      `p99 ${outcome.latency.p99.toFixed(1)} ms`,
    );
  }
}

if (sections.has('scale-out')) {
  await scaleOut(seconds, goal);
}

if (sections.has('clients')) {
  console.log('\n6. Kafka client libraries alone: a bare round trip between two processes (no HTTP, no Nest)');
  await compareClients(seconds);
}

console.log('\nGoals');
for (const { goal: text, met, measured } of goals) {
  console.log(`   ${met ? 'met    ' : 'NOT MET'}  ${text.padEnd(58)} ${measured}`);
}
