import { testDatabaseUrl, waitFor } from '@callsheet/testing';
import pg from 'pg';
import { gatewayApi } from '../../test/e2e/support/api.js';
import { load } from './load.js';
import { aTalent } from './realistic.js';
import { startStack, type Stack } from './stack.js';

type Goal = (text: string, met: boolean, measured: string) => void;

/**
 * One process of the gateway and of each service, then two of each sharing Kafka (as replicas on
 * Kubernetes): capacity of GET /public/config through every gateway at once, whether each of many
 * reads through both gateways got its own answer (its own talent's id back), not another's, and whether
 * every event of the talents created went to connections' consumer once (recorded as processed once,
 * none missing) while two replicas of connections shared its group.
 */
export async function scaleOut(seconds: number, goal: Goal): Promise<void> {
  console.log(
    '\n5. Scale-out: 1 and 2 replicas of the gateway and of every service (closed loop, 32 connections in all)',
  );
  const capacities: number[] = [];
  for (const replicas of [1, 2]) {
    const stack = await startStack(replicas);
    try {
      // Warm: a freshly started stack compiles its hot paths and settles its consumer groups (a second
      // replica joining rebalances the first) during its first seconds under load; measure after that.
      await Promise.all(
        stack.gatewayUrls.map((gateway) =>
          load({ url: `${gateway}/public/config`, connections: 32 / replicas, seconds: 3, watch: {} }),
        ),
      );
      const results = await Promise.all(
        stack.gatewayUrls.map((gateway) =>
          load({ url: `${gateway}/public/config`, connections: 32 / replicas, seconds, watch: {} }),
        ),
      );
      const capacity = results.reduce((sum, result) => sum + result.throughput, 0);
      const failures = results.reduce((sum, result) => sum + result.failures, 0);
      capacities.push(capacity);
      const { mismatches, talents } = await ownAnswers(stack);
      const events = await eventsHandled(talents);
      console.log(
        `   ${replicas} replica(s): GET /public/config ${capacity.toFixed(0)}/s, failures ${failures}; ` +
          `400 reads of 40 talents through ${replicas} gateway(s): ${mismatches} answers for another request; ` +
          `their ${events.published} events: ${events.once} handled once by connections, ${events.missing} not handled`,
      );
      goal(
        `${replicas} replica(s): every request gets its own reply`,
        mismatches === 0 && failures === 0,
        `${mismatches} mismatched`,
      );
      goal(
        `${replicas} replica(s): each event handled once`,
        events.missing === 0 && events.once === events.published,
        `${events.once} of ${events.published} once`,
      );
    } finally {
      await stack.stop();
    }
  }
  console.log(
    `   capacity with 2 replicas: ${((capacities[1] / capacities[0]) * 100).toFixed(0)} % of 1 (both on the same 2 cores)`,
  );
}

/**
 * The events the profiles service published for these talents, and how many of them connections'
 * consumer recorded as processed (its processed_event key admits an event once; a missing one was lost).
 */
async function eventsHandled(
  talents: readonly string[],
): Promise<{ published: number; once: number; missing: number }> {
  const query = async <T extends pg.QueryResultRow>(database: string, text: string, values: unknown[]) => {
    const client = new pg.Client({ connectionString: testDatabaseUrl(database) });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  const published = (
    await query<{ event_id: string }>(
      'callsheet_profiles',
      `SELECT event_id FROM outbox WHERE aggregate_id = ANY($1::text[])`,
      [talents],
    )
  ).map((row) => row.event_id);
  const handled = async () =>
    query<{ event_id: string; times: number }>(
      'callsheet_connections',
      `SELECT event_id::text, count(*)::int AS times FROM processed_event
        WHERE consumer = 'connections.talent-events' AND event_id = ANY($1::uuid[]) GROUP BY event_id`,
      [published],
    );
  let rows = await handled();
  try {
    await waitFor(
      'connections to handle the talents’ events',
      async () => {
        rows = await handled();
        return rows.length === published.length ? true : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    );
  } catch {
    // Reported below as events not handled.
  }
  return {
    published: published.length,
    once: rows.filter((row) => row.times === 1).length,
    missing: published.length - rows.length,
  };
}

/** Reads 40 different talents 10 times each, alternating gateways, and counts answers naming another talent. */
async function ownAnswers(stack: Stack): Promise<{ mismatches: number; talents: string[] }> {
  const first = gatewayApi(stack.gatewayUrls[0]);
  const member = await first.memberWithAccount('talent');
  const talents: string[] = [];
  for (let index = 0; index < 40; index += 1) {
    const created = await first.call('POST', '/api/talent', member.token, aTalent(`Replica${index}`));
    talents.push(String(created.body.id));
  }
  const reads = Array.from({ length: 400 }, (_, index) => ({
    gateway: gatewayApi(stack.gatewayUrls[index % stack.gatewayUrls.length]),
    id: talents[index % talents.length],
  }));
  // 100 at a time: a burst beyond GATEWAY_MAX_IN_FLIGHT would be refused (503), which is not the question.
  const answers = [];
  for (let start = 0; start < reads.length; start += 100) {
    answers.push(
      ...(await Promise.all(
        reads
          .slice(start, start + 100)
          .map(({ gateway, id }) => gateway.call('GET', `/api/talent/${id}`, member.token)),
      )),
    );
  }
  const wrong = answers.filter((answer, index) => answer.status !== 200 || answer.body.id !== reads[index].id);
  if (wrong.length > 0) {
    console.log(`   e.g. ${wrong[0].status} ${wrong[0].text.slice(0, 200)}`);
  }
  return { mismatches: wrong.length, talents };
}
