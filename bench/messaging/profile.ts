// bench/messaging/profile: where the gateway's and identity's CPU goes while GET /public/config is
// served at a fixed rate. Every process of the stack runs with --cpu-prof; only the samples taken
// during the load are counted, and each process' busiest functions (self time) are printed.
// With --idle, nothing is asked: every process' busiest functions while idle (after a 15 s settle).
// Usage: npm run bench:messaging:profile [-- --rate 200 --seconds 10 --top 15] [-- --idle]
import { infra } from '@callsheet/testing';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { load } from './load.js';
import { startStack } from './stack.js';

const { values: options } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    top: { type: 'string', default: '15' },
    idle: { type: 'boolean', default: false },
  },
});

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** CLOCK_MONOTONIC in microseconds: the clock V8 stamps profile samples with, shared by every process. */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/** Self time per function over the samples taken in [from, to], busiest first; idle time left out. */
function selfTimes(profile: CpuProfile, from: number, to: number): { frame: string; ms: number }[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const frame = frames.get(id);
    if (time < from || time > to || !frame || frame.functionName === '(idle)') {
      return;
    }
    const where = frame.url
      ? ` ${relative(process.cwd(), frame.url.replace('file://', ''))}:${frame.lineNumber + 1}`
      : '';
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    totals.set(name, (totals.get(name) ?? 0) + delta / 1000);
  });
  return [...totals].map(([frame, ms]) => ({ frame, ms })).sort((a, b) => b.ms - a.ms);
}

infra('up', 'postgres', 'redis', 'kafka', 'stripe-mock', 'mail');
if (spawnSync(process.execPath, ['scripts/db.mjs', 'migrate', '--test'], { stdio: 'inherit' }).status !== 0) {
  throw new Error('migrating the test databases failed');
}
const profiles = mkdtempSync(join(tmpdir(), 'bench-profiles-'));
const stack = await startStack(1, ['--cpu-prof', `--cpu-prof-dir=${profiles}`]);
const watched = options.idle ? stack.pids() : { gateway: stack.pid('gateway'), identity: stack.pid('identity') };
const rate = Number(options.rate);
const seconds = Number(options.seconds);
/** The load's start and end on the samples' clock. */
const window = { from: 0, to: 0 };
try {
  if (options.idle) {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    window.from = monotonicMicros();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    window.to = monotonicMicros();
  } else {
    await profileLoad();
  }
} finally {
  await stack.stop();
}

/** Warms up (JIT, connections), then loads the stack while the window is open. */
async function profileLoad(): Promise<void> {
  await load({ url: `${stack.gatewayUrl}/public/config`, connections: 64, rate, seconds: 3, watch: {} });
  window.from = monotonicMicros();
  const result = await load({
    url: `${stack.gatewayUrl}/public/config`,
    connections: 64,
    rate,
    seconds,
    watch: watched,
  });
  window.to = monotonicMicros();
  const cpu = Object.entries(result.cpuPerRequest)
    .map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`)
    .join(', ');
  console.log(
    `GET /public/config at ${rate}/s for ${seconds} s: p50 ${result.p50.toFixed(1)}  p99 ${result.p99.toFixed(1)} ms, ` +
      `failures ${result.failures}; CPU per request: ${cpu}`,
  );
}

const top = Number(options.top);
for (const [name, pid] of Object.entries(watched)) {
  const file = readdirSync(profiles).find((candidate) => candidate.includes(`.${pid}.`));
  if (!file) {
    console.log(`\n${name}: no profile written (pid ${pid})`);
    continue;
  }
  const times = selfTimes(JSON.parse(readFileSync(join(profiles, file), 'utf8')) as CpuProfile, window.from, window.to);
  const busy = times.reduce((sum, { ms }) => sum + ms, 0);
  console.log(
    `\n${name}: ${busy.toFixed(0)} ms busy in ${seconds} s (${((busy / (seconds * 1000)) * 100).toFixed(1)} % of a core); top self time:`,
  );
  for (const { frame, ms } of times.slice(0, top)) {
    console.log(`  ${((ms / busy) * 100).toFixed(1).padStart(5)} %  ${frame}`);
  }
}
console.log(`\nProfiles: ${profiles} (open them in Chrome DevTools or speedscope)`);
