// bench/auth: cost of password sign-in on this machine (not part of npm test).
//   1. Argon2id hash on its own, with the parameters identity uses, in this process;
//   2. POST /public/auth/sign-in through gateway → Kafka → identity (Argon2id verify, JWT) → gateway,
//      with the correct password of N members in turn: closed loop (C requests in flight for D s),
//      then open loop at a fixed rate, measured at the HTTP client.
// Usage: npm run bench:auth [-- --members 20 --concurrency 4 --seconds 15 --rate 20]
import { infra, kafkaBrokers, startServiceProcess, testDatabaseUrl } from '@callsheet/testing';
import { hash } from '@node-rs/argon2';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { atFixedRate, formatSummary, summarize } from '../messaging/stats.js';

const { values: options } = parseArgs({
  options: {
    members: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '15' },
    rate: { type: 'string', default: '20' },
  },
});
const memberCount = Number(options.members);
const concurrency = Number(options.concurrency);
const seconds = Number(options.seconds);
const rate = Number(options.rate);

// Mirrors ARGON2_PARAMETERS of services/identity/src/user/password-hasher.ts (a bench may not import a
// service's sources): Argon2id (Algorithm.Argon2id = 2), 64 MiB, 2 passes, 1 lane. Keep them in step.
const ARGON2_PARAMETERS = { algorithm: 2, memoryCost: 65_536, timeCost: 2, parallelism: 1 } as const;
const HASHES = 30;

const gatewayUrl = 'http://127.0.0.1:3320';

interface Member {
  email: string;
  password: string;
}

/** Outcomes by HTTP status (or `error` when the request itself failed). */
class Outcomes {
  readonly latencies: number[] = [];
  readonly statuses = new Map<string, number>();
  failures = 0;

  async signIn(member: Member): Promise<void> {
    const started = performance.now();
    let status: string;
    try {
      const response = await fetch(`${gatewayUrl}/public/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(member),
      });
      await response.arrayBuffer();
      status = String(response.status);
      if (response.status === 200) {
        this.latencies.push(performance.now() - started);
      } else {
        this.failures += 1;
      }
    } catch {
      status = 'error';
      this.failures += 1;
    }
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  describeStatuses(): string {
    return [...this.statuses].map(([status, count]) => `${status}×${count}`).join(' ');
  }
}

async function measureHash(): Promise<void> {
  console.log(
    `argon2id parameters (mirror of identity's ARGON2_PARAMETERS): algorithm=${ARGON2_PARAMETERS.algorithm} ` +
      `memoryCost=${ARGON2_PARAMETERS.memoryCost} KiB timeCost=${ARGON2_PARAMETERS.timeCost} ` +
      `parallelism=${ARGON2_PARAMETERS.parallelism}`,
  );
  for (let warmup = 0; warmup < 3; warmup += 1) {
    await hash(`warmup-${warmup}`, ARGON2_PARAMETERS);
  }
  const durations: number[] = [];
  for (let index = 0; index < HASHES; index += 1) {
    const password = `bench-${randomUUID()}`;
    const started = performance.now();
    await hash(password, ARGON2_PARAMETERS);
    durations.push(performance.now() - started);
  }
  console.log(formatSummary(`argon2id hash, one at a time, ${HASHES} hashes`, durations));
}

async function signUp(count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let index = 0; index < count; index += 1) {
    const member = { email: `bench-${randomUUID()}@example.com`, password: `bench-${randomUUID()}` };
    const response = await fetch(`${gatewayUrl}/public/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: `Member ${index}`,
        email: member.email,
        password: member.password,
        passwordConfirmation: member.password,
      }),
    });
    const body = await response.text();
    if (response.status !== 201) {
      throw new Error(`sign-up of ${member.email} answered ${response.status}: ${body}`);
    }
    members.push(member);
  }
  return members;
}

async function signIns(members: Member[]): Promise<void> {
  let next = 0;
  const nextMember = (): Member => {
    const member = members[next % members.length];
    next += 1;
    if (!member) {
      throw new Error('no members');
    }
    return member;
  };

  const warmup = new Outcomes();
  for (let index = 0; index < members.length; index += 1) {
    await warmup.signIn(nextMember());
  }
  if (warmup.failures > 0) {
    throw new Error(`warm-up sign-ins failed: ${warmup.describeStatuses()}`);
  }

  const closed = new Outcomes();
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        await closed.signIn(nextMember());
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const { p50, p99 } = summarize(closed.latencies);
  console.log(
    `sign-in closed loop, ${concurrency} in flight for ${seconds} s: ` +
      `${(closed.latencies.length / elapsed).toFixed(1)} req/s  n=${closed.latencies.length}  ` +
      `p50=${p50.toFixed(1)} ms  p99=${p99.toFixed(1)} ms  failures=${closed.failures}  ` +
      `statuses: ${closed.describeStatuses()}`,
  );

  const open = new Outcomes();
  await atFixedRate(rate, seconds, () => open.signIn(nextMember()));
  console.log(
    formatSummary(`sign-in open loop at ${rate}/s for ${seconds} s`, open.latencies) +
      `  failures=${open.failures}  statuses: ${open.describeStatuses()}`,
  );
}

/** Fails early when another process holds a port, rather than benchmarking whatever answers there. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => reject(new Error(`port ${port} is busy: ${error.message}`, { cause: error })));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

async function signInBench(): Promise<void> {
  await assertPortFree(3320);
  await assertPortFree(3321);
  const common = { KAFKA_BROKERS: kafkaBrokers.join(','), LOG_LEVEL: 'warn' };
  const identity = await startServiceProcess(
    'identity',
    {
      ...common,
      DATABASE_URL: testDatabaseUrl('callsheet_identity'),
      HEALTH_PORT: '3321',
      // Every bench member signs up from 127.0.0.1: lift identity's per-address sign-up limit.
      PUBLIC_LIMIT_PER_ADDRESS: '1000000',
    },
    'http://127.0.0.1:3321/health/ready',
  );
  try {
    const gateway = await startServiceProcess(
      'gateway',
      { ...common, GATEWAY_PORT: '3320', OPS_TOKEN: `bench-${randomUUID()}` },
      `${gatewayUrl}/health/ready`,
    );
    try {
      const members = await signUp(memberCount);
      console.log(`signed up ${members.length} members`);
      await signIns(members);
    } finally {
      await gateway.stop();
    }
  } finally {
    await identity.stop();
  }
}

infra('up', 'postgres', 'redis', 'kafka', 'mail');
const migrate = spawnSync(process.execPath, ['scripts/db.mjs', 'migrate', '--test'], { stdio: 'inherit' });
if (migrate.status !== 0) {
  throw new Error('migrating the test databases failed');
}
console.log(`bench/auth on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), Node ${process.version}`);
await measureHash();
await signInBench();
