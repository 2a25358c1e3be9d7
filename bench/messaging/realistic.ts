import { ProductionsTopics, ProfilesTopics } from '@callsheet/contracts';
import { createKafka, createLogger } from '@callsheet/kernel';
import { kafkaBrokers, testDatabaseUrl, waitForConsumerGroup, waitForOutboxPublished } from '@callsheet/testing';
import pg from 'pg';
import { gatewayApi } from '../../test/e2e/support/api.js';
import { productionChain } from '../../test/e2e/support/scenarios.js';
import { load, type LoadResult } from './load.js';
import { atFixedRate, summarize } from './stats.js';
import type { Stack } from './stack.js';

const JOBS = 10;

/** A talent profile the profiles service accepts, told apart by its first name. */
export function aTalent(firstName: string) {
  return {
    firstName,
    lastName: 'Talent',
    birthDate: '1990-12-10',
    citizenship: ['us'],
    unions: ['sagAftra'],
    bodyTypes: ['mesomorph'],
    ethnicAppearances: ['whiteEuropean'],
  };
}
const TALENTS = 400;

/**
 * A member's read of a talent profile (GET /api/talent/{id} with a token: the token's check, then
 * profiles over Kafka) and an application (POST /api/application: connections checks the job and the
 * talent against its copies and writes the application and its event): capacity and p99 at 100/s.
 */
export async function realisticCalls(
  stack: Stack,
  seconds: number,
  goal: (text: string, met: boolean, measured: string) => void,
  row: (label: string, result: LoadResult) => string,
): Promise<void> {
  const api = gatewayApi(stack.gatewayUrl);
  const producer = await api.memberWithAccount('production_company');
  const talent = await api.memberWithAccount('talent');
  const jobs: string[] = [];
  for (let index = 0; index < JOBS; index += 1) {
    jobs.push((await productionChain((...args) => api.call(...args), producer, true)).job);
  }
  const talents: string[] = [];
  for (let batch = 0; batch < TALENTS; batch += 20) {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.call('POST', '/api/talent', talent.token, aTalent(`Bench${batch + index}`)),
      ),
    );
    for (const answer of created) {
      if (answer.status !== 201) {
        throw new Error(`POST /api/talent answered ${answer.status}: ${answer.text}`);
      }
      talents.push(String(answer.body.id));
    }
  }
  // Connections applies against its copies of jobs and talents: wait until it has heard of all of them.
  const kafka = createKafka('bench-realistic', kafkaBrokers, createLogger('bench', 'silent'));
  await waitForOutboxPublished(testDatabaseUrl('callsheet_profiles'));
  await waitForOutboxPublished(testDatabaseUrl('callsheet_productions'));
  await waitForConsumerGroup(kafka, 'connections.talent-events', ProfilesTopics.talentEvents);
  await waitForConsumerGroup(kafka, 'connections.job-events', ProductionsTopics.jobEvents);

  console.log('\n2. Realistic calls (all services up)');
  const headers = { authorization: `Bearer ${talent.token}`, 'content-type': 'application/json' };
  const readWatch = { gateway: stack.pid('gateway'), profiles: stack.pid('profiles') };
  const readUrl = `${stack.gatewayUrl}/api/talent/${talents[0]}`;
  const readCapacity = await load({ url: readUrl, headers, connections: 32, seconds, watch: readWatch });
  console.log(row('GET /api/talent/{id} capacity', readCapacity));
  const readAt100 = await load({ url: readUrl, headers, connections: 16, rate: 100, seconds, watch: readWatch });
  console.log(row('GET /api/talent/{id} at 100/s', readAt100));
  goal(
    'realistic read measured (capacity, p99 at 100/s)',
    readAt100.failures === 0,
    `${readCapacity.throughput.toFixed(0)}/s, p99 ${readAt100.p99.toFixed(1)} ms`,
  );

  // Each application is a new (job, talent) pair; the write runs take them in turn.
  let next = 0;
  const body = () => {
    const pair = next;
    next += 1;
    return JSON.stringify({ jobId: jobs[pair % JOBS], talentId: talents[Math.floor(pair / JOBS) % TALENTS] });
  };
  const writeWatch = { gateway: stack.pid('gateway'), connections: stack.pid('connections') };
  const writeUrl = `${stack.gatewayUrl}/api/application`;
  const writeAt100 = await load({
    url: writeUrl,
    method: 'POST',
    headers,
    bodies: body,
    connections: 16,
    rate: 100,
    seconds,
    watch: writeWatch,
  });
  console.log(row('POST /api/application at 100/s', writeAt100));
  const writeCapacity = await load({
    url: writeUrl,
    method: 'POST',
    headers,
    bodies: body,
    connections: 16,
    seconds: Math.min(seconds, 5),
    watch: writeWatch,
  });
  console.log(row('POST /api/application capacity', writeCapacity));
  goal(
    'realistic write measured (capacity, p99 at 100/s)',
    writeAt100.failures === 0,
    `${writeCapacity.throughput.toFixed(0)}/s, p99 ${writeAt100.p99.toFixed(1)} ms`,
  );
  await overload(stack, seconds, goal);
}

/**
 * 200 clients creating talent profiles at twice the rate the stack can store them: every answer that is
 * not a success must have had no effect (no profile stored without a 201), or a client that retries a
 * failure makes a duplicate and one that does not believes a stored profile failed.
 */
async function overload(
  stack: Stack,
  seconds: number,
  goal: (text: string, met: boolean, measured: string) => void,
): Promise<void> {
  const api = gatewayApi(stack.gatewayUrl);
  const member = await api.memberWithAccount('talent');
  const headers = { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' };
  const url = `${stack.gatewayUrl}/api/talent`;
  let next = 0;
  const body = () => JSON.stringify(aTalent(`Load${(next += 1)}`));
  const watch = { gateway: stack.pid('gateway'), profiles: stack.pid('profiles') };
  const capacity = await load({ url, method: 'POST', headers, bodies: body, connections: 32, seconds: 4, watch });
  const rate = Math.round(capacity.throughput * 2);
  // Settle: the capacity run's last requests and their events.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const before = await storedTalents(member.accountId);
  // Open loop with fetch, waiting for every answer (autocannon drops the ones under way at its end).
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  await atFixedRate(rate, seconds, async () => {
    const started = performance.now();
    let status: string;
    try {
      const response = await fetch(url, { method: 'POST', headers, body: body(), signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      status = String(response.status);
    } catch {
      status = 'no answer';
    }
    latencies.push(performance.now() - started);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const succeeded = statuses.get('201') ?? 0;
  const failed = [...statuses.values()].reduce((sum, count) => sum + count, 0) - succeeded;
  // A request dropped at its deadline never starts; one that started is committed or not by now.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const stored = (await storedTalents(member.accountId)) - before;
  const ghosts = stored - succeeded;
  const { p50, p99 } = summarize(latencies);
  console.log(
    `\nPOST /api/talent at ${rate}/s (2× its capacity of ${capacity.throughput.toFixed(0)}/s) for ${seconds} s: ` +
      `${[...statuses].map(([status, count]) => `${status}×${count}`).join(' ')}; p50 ${p50.toFixed(0)} ms, ` +
      `p99 ${p99.toFixed(0)} ms; stored ${stored}, stored without a success answer ${ghosts}`,
  );
  // Overload is answered 503 (shed, Retry-After) or 504 (no reply in time); a 500 would be a fault.
  const faults = [...statuses].filter(([status]) => status.startsWith('5') && status !== '503' && status !== '504');
  const faulted = faults.reduce((sum, [, count]) => sum + count, 0);
  goal(
    'overload at 2× capacity: only 503/504, no effect without a success',
    ghosts === 0 && faulted === 0,
    `${failed} errors (${faulted} other 5xx), ${ghosts} ghost writes`,
  );
}

async function storedTalents(accountId: string): Promise<number> {
  const client = new pg.Client({ connectionString: testDatabaseUrl('callsheet_profiles') });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      'SELECT count(*) FROM talent_profile WHERE account_id = $1',
      [accountId],
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}
