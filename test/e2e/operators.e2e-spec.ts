import { IdentityTopics } from '@callsheet/contracts';
import { createKafka, createLogger } from '@callsheet/kernel';
import {
  e2eStack,
  kafkaBrokers,
  startStackService,
  stopStackService,
  waitFor,
  waitForStackReady,
} from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { addFailingPaymentsJob, deadLetterAccountCreated, setOperator } from '../support/ops/ops-fixtures.js';
import { field, gatewayApi, type Json } from './support/api.js';

// The operators' routes (/ops) end to end: who may use them (the operators' token, a platform operator
// granted with `npm run ops:grant`, nobody else), payments' queues with a job failed for real by its
// worker, Kafka lag while payments is stopped, dead letters replayed once each, and the outbox backlog.
const stack = e2eStack();
const api = gatewayApi(stack.gatewayUrl);
const kafka = createKafka('ops-e2e', kafkaBrokers, createLogger('ops-e2e', 'warn'));
const stores = { identityDatabaseUrl: stack.databaseUrls.identity, redisUrl: stack.redisUrl };
const opsToken = stack.opsToken;

async function signedUp(): Promise<{ email: string; token: () => Promise<string> }> {
  const email = `ops-${randomUUID()}@example.com`;
  const password = 'secret1';
  await api.call('POST', '/public/auth/sign-up', undefined, {
    firstName: 'Olive',
    lastName: 'Operator',
    email,
    password,
    passwordConfirmation: password,
  });
  return {
    email,
    token: async () =>
      String((await api.call('POST', '/public/auth/sign-in', undefined, { email, password })).body.accessToken),
  };
}

async function query<T>(url: string, sql: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

let operator: string;
let member: string;

beforeAll(async () => {
  const olive = await signedUp();
  expect(await setOperator(olive.email, true, stores)).toContain('is a platform operator');
  operator = await olive.token();
  member = await (await signedUp()).token();
});

/** One topic's row of /ops/topics, paging through the list by name. */
async function topicRow(name: string, token = opsToken): Promise<Json | undefined> {
  let after: string | undefined;
  for (;;) {
    const page = await api.call(
      'GET',
      `/ops/topics?limit=100${after ? `&starting_after=${encodeURIComponent(after)}` : ''}`,
      token,
    );
    expect(page.status).toBe(200);
    const found = (page.body.data as Json[]).find((topic) => topic.name === name);
    if (found || !page.body.has_more) {
      return found;
    }
    after = String((page.body.data as Json[]).at(-1)?.name);
  }
}

describe('who may use the operator routes', () => {
  const routes = [
    '/ops/queues',
    '/ops/topics',
    '/ops/outbox',
    '/ops/queues/transfer-report/jobs',
    '/ops/board/api/queues',
  ];

  it('opens every /ops route to the operators token and to a platform operator, and nobody else', async () => {
    for (const path of routes) {
      expect({ path, status: (await api.call('GET', path, opsToken)).status }).toEqual({ path, status: 200 });
      expect({ path, status: (await api.call('GET', path, operator)).status }).toEqual({ path, status: 200 });
      const refused = await api.call('GET', path, member);
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({
        path,
        status: 403,
        code: 'forbidden',
      });
      const anonymous = await api.call('GET', path);
      expect({ path, status: anonymous.status, code: anonymous.body.code }).toEqual({
        path,
        status: 401,
        code: 'unauthorized',
      });
    }
    expect((await api.call('GET', '/ops/queues', 'not-a-token')).status).toBe(401);
  });

  it("tells the member's page whether they are an operator", async () => {
    expect((await api.call('GET', '/api/auth/me', operator)).body.operator).toBe(true);
    expect((await api.call('GET', '/api/auth/me', member)).body.operator).toBe(false);
  });

  it('shuts /ops to a revoked operator at once, their unexpired token included, and opens it on a new grant', async () => {
    const otto = await signedUp();
    await setOperator(otto.email, true, stores);
    const token = await otto.token();
    expect((await api.call('GET', '/ops/outbox', token)).status).toBe(200);
    expect(await setOperator(otto.email, false, stores)).toContain('no longer a platform operator');
    expect((await api.call('GET', '/ops/outbox', token)).status).toBe(403);
    expect((await api.call('GET', '/api/auth/me', await otto.token())).body.operator).toBe(false);
    await setOperator(otto.email, true, stores);
    expect((await api.call('GET', '/ops/outbox', token)).status).toBe(200);
  });

  it('keeps the queue board (bull-board) at /ops/board behind the same rule, Basic auth for a browser', async () => {
    const basic = `Basic ${Buffer.from(`ops:${opsToken}`).toString('base64')}`;
    const page = await fetch(`${stack.gatewayUrl}/ops/board`, { headers: { authorization: basic } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const refused = await fetch(`${stack.gatewayUrl}/ops/board/api/queues`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('Basic');
  });
});

describe('queues', () => {
  it("lists payments' queues with their counts", async () => {
    const answer = await api.call('GET', '/ops/queues', operator);
    expect(answer.status).toBe(200);
    expect(field(answer.body.data, 'name').sort()).toEqual(['invoice-finalization', 'transfer-report', 'transfer-run']);
    for (const queue of answer.body.data as Json[]) {
      expect(queue).toMatchObject({ paused: false, counts: expect.objectContaining({ waiting: expect.any(Number) }) });
      expect(Object.keys(queue.counts as Json).sort()).toEqual(
        ['active', 'completed', 'delayed', 'failed', 'prioritized', 'waiting', 'waitingChildren'].sort(),
      );
    }
  });

  it('shows a job the worker failed with its reason and attempts, retries it, and removes it', async () => {
    const before = (await api.call('GET', '/ops/queues', operator)).body.data as Json[];
    const failedBefore = Number(before.find((queue) => queue.name === 'transfer-run')?.counts.failed);
    const jobId = await addFailingPaymentsJob(stack, { attempts: 2 });
    const failed = await waitFor('the job to fail twice', async () => {
      const page = await api.call('GET', '/ops/queues/transfer-run/jobs?state=failed&limit=100', operator);
      return (page.body.data as Json[]).find((job) => job.id === jobId);
    });
    expect(failed).toMatchObject({ id: jobId, name: 'run', state: 'failed', attemptsMade: 2, maxAttempts: 2 });
    expect(String(failed.failedReason)).not.toBe('');
    expect(failed).not.toHaveProperty('data');
    expect(failed.stacktrace).toEqual(expect.arrayContaining([expect.any(String)]));
    const after = (await api.call('GET', '/ops/queues', operator)).body.data as Json[];
    expect(Number(after.find((queue) => queue.name === 'transfer-run')?.counts.failed)).toBeGreaterThanOrEqual(
      failedBefore + 1,
    );

    const retried = await api.call('POST', `/ops/queues/transfer-run/jobs/${jobId}/retry`, operator);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: jobId });
    expect(['waiting', 'active', 'failed']).toContain(retried.body.state);
    // The worker runs it again from its first attempt, and it fails again the same way.
    await waitFor('the retried job to fail again', async () => {
      const job = await api.call('GET', '/ops/queues/transfer-run/jobs?state=failed&limit=100', operator);
      const found = (job.body.data as Json[]).find((candidate) => candidate.id === jobId);
      return found &&
        Number(found.finishedAt ? Date.parse(String(found.finishedAt)) : 0) > Date.parse(String(failed.finishedAt))
        ? found
        : undefined;
    });

    expect((await api.call('DELETE', `/ops/queues/transfer-run/jobs/${jobId}`, operator)).status).toBe(204);
    const gone = await api.call('DELETE', `/ops/queues/transfer-run/jobs/${jobId}`, operator);
    expect({ status: gone.status, code: gone.body.code }).toEqual({ status: 404, code: 'jobNotFound' });
  });

  it('retries only failed jobs, and pages a state newest first', async () => {
    const first = await addFailingPaymentsJob(stack, { delayMs: 3_600_000 });
    const second = await addFailingPaymentsJob(stack, { delayMs: 3_600_000 });
    const refused = await api.call('POST', `/ops/queues/transfer-run/jobs/${first}/retry`, operator);
    expect({ status: refused.status, code: refused.body.code, args: refused.body.args }).toEqual({
      status: 409,
      code: 'jobNotFailed',
      args: ['delayed'],
    });
    const page = await api.call('GET', '/ops/queues/transfer-run/jobs?state=delayed&limit=1', operator);
    expect(page.body).toMatchObject({ has_more: true });
    const ids = field(page.body.data, 'id');
    const next = await api.call(
      'GET',
      `/ops/queues/transfer-run/jobs?state=delayed&limit=100&starting_after=${String(ids[0])}`,
      operator,
    );
    const all = [...ids, ...field(next.body.data, 'id')];
    expect(all).toEqual(expect.arrayContaining([first, second]));
    expect(new Set(all).size).toBe(all.length);
    const delayed = (next.body.data as Json[]).concat(page.body.data as Json[]).find((job) => job.id === first);
    expect(Date.parse(String(delayed?.delayUntil))).toBeGreaterThan(Date.now() + 3_000_000);
    for (const id of [first, second]) {
      expect((await api.call('DELETE', `/ops/queues/transfer-run/jobs/${id}`, operator)).status).toBe(204);
    }
  });

  it.each([
    ['/ops/queues/no-such-queue/jobs', 404, 'queueNotFound'],
    ['/ops/queues/transfer-report/jobs?state=paused', 400, 'validationFailed'],
    ['/ops/queues/transfer-report/jobs?limit=abc', 400, 'validationFailed'],
    ['/ops/queues/transfer-report/jobs?starting_after=no-such-job', 400, 'validationFailed'],
    ['/ops/queues/transfer-run/jobs?state=failed&state=waiting', 400, 'validationFailed'],
    [`/ops/queues/transfer-report/jobs/${'9'.repeat(500)}/retry`, 404, 'jobNotFound'],
    ['/ops/queues/transfer-report/jobs/%2E%2E%2Fx/retry', 404, 'jobNotFound'],
    ['/ops/queues/a%2Fb/jobs', 404, 'queueNotFound'],
  ])('answers %s with %i %s', async (path, status, code) => {
    const method = path.endsWith('/retry') ? 'POST' : 'GET';
    const answer = await api.call(method, path, operator);
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
  });
});

describe('topics', () => {
  it('shows end offsets, the DLQ depth and each group’s lag, which grows while payments is stopped and drains after', async () => {
    const row = await topicRow(IdentityTopics.accountEvents, operator);
    expect(row).toMatchObject({
      name: IdentityTopics.accountEvents,
      deadLetter: false,
      deadLetterTopic: `${IdentityTopics.accountEvents}.dlq`,
      deadLetterMessages: expect.any(Number),
      endOffset: expect.any(Number),
    });
    expect(Number(row?.endOffset)).toBeGreaterThanOrEqual(Number(row?.messages));
    const group = 'payments.identity-account-events';
    expect(field(row?.consumerGroups, 'groupId')).toContain(group);

    await stopStackService('payments');
    try {
      const producer = kafka.producer({ allowAutoTopicCreation: false });
      await producer.connect();
      // Messages of no known type: payments skips them once it reads them again.
      await producer.send({
        topic: IdentityTopics.accountEvents,
        messages: [0, 1, 2].map(() => ({
          key: randomUUID(),
          value: Buffer.from('ops e2e'),
          headers: { 'event-type': 'ops.e2e.Ignored', 'event-id': randomUUID() },
        })),
      });
      await producer.disconnect();
      const lagging = await waitFor('the lag of the stopped consumer', async () => {
        const entry = ((await topicRow(IdentityTopics.accountEvents, operator))?.consumerGroups as Json[]).find(
          (candidate) => candidate.groupId === group,
        );
        return entry && Number(entry.lag) >= 3 ? entry : undefined;
      });
      expect(lagging.state).toBe('Empty');
    } finally {
      await startStackService('payments');
      await waitForStackReady();
    }
    await waitFor(
      'the lag to drain',
      async () => {
        const entry = ((await topicRow(IdentityTopics.accountEvents, operator))?.consumerGroups as Json[]).find(
          (candidate) => candidate.groupId === group,
        );
        return entry && Number(entry.lag) === 0 ? entry : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
  });
});

describe('dead letters', () => {
  const path = `/ops/dead-letters/${IdentityTopics.accountEvents}`;
  const handled = (eventId: string, consumer: string) =>
    query<{ count: number }>(
      stack.databaseUrls.payments,
      'SELECT count(*)::int AS count FROM processed_event WHERE event_id = $1 AND consumer = $2',
      [eventId, consumer],
    ).then(([row]) => row?.count ?? 0);
  const accounts = (accountId: string) =>
    query<{ count: number }>(
      stack.databaseUrls.payments,
      'SELECT count(*)::int AS count FROM connected_account WHERE account_id = $1',
      [accountId],
    ).then(([row]) => row?.count ?? 0);

  it('lists a dead letter with its headers, replays it once, then all the others once, and the consumer handles each once', async () => {
    const first = await deadLetterAccountCreated(kafka, 'ops e2e: first');
    const listed = await api.call('GET', path, operator);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({
      topic: IdentityTopics.accountEvents,
      deadLetterTopic: `${IdentityTopics.accountEvents}.dlq`,
    });
    const letter = (listed.body.data as Json[]).find((entry) => entry.eventId === first.eventId);
    expect(letter).toMatchObject({
      key: first.accountId,
      eventType: 'callsheet.identity.v1.AccountCreated',
      consumer: first.consumer,
      attempts: '5',
      reason: 'ops e2e: first',
      source: `${IdentityTopics.accountEvents}/0/0`,
      timestamp: expect.any(String),
    });
    expect(letter).not.toHaveProperty('replayedAt');

    const one = { partition: letter?.partition, offset: letter?.offset };
    const replayed = await api.call('POST', `${path}/replay`, operator, one);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toMatchObject({ topic: IdentityTopics.accountEvents, replayed: 1 });
    expect((replayed.body.deadLetters as Json[])[0]).toMatchObject({
      eventId: first.eventId,
      replayedAt: expect.any(String),
    });
    const again = await api.call('POST', `${path}/replay`, operator, one);
    expect({ status: again.status, code: again.body.code }).toEqual({ status: 409, code: 'deadLetterAlreadyReplayed' });

    const second = await deadLetterAccountCreated(kafka, 'ops e2e: second');
    const all = await api.call('POST', `${path}/replay`, opsToken, {});
    expect(all.status).toBe(200);
    expect(field(all.body.deadLetters, 'eventId')).toContain(second.eventId);
    expect(field(all.body.deadLetters, 'eventId')).not.toContain(first.eventId);
    const nothing = await api.call('POST', `${path}/replay`, operator, {});
    expect(nothing.body).toMatchObject({ replayed: 0, deadLetters: [] });

    for (const event of [first, second]) {
      await waitFor(`payments to handle ${event.eventId}`, async () =>
        (await accounts(event.accountId)) === 1 ? true : undefined,
      );
      expect(await handled(event.eventId, event.consumer)).toBe(1);
    }
    // Replayed letters are gone from the DLQ, or listed as replayed while an older one holds the prefix.
    const now = (await api.call('GET', path, operator)).body.data as Json[];
    for (const entry of now.filter((candidate) =>
      [first.eventId, second.eventId].includes(String(candidate.eventId)),
    )) {
      expect(entry.replayedAt).toEqual(expect.any(String));
    }
    // Nothing was published twice: the consumer handled each event once and opened one account each.
    for (const event of [first, second]) {
      expect(await handled(event.eventId, event.consumer)).toBe(1);
      expect(await accounts(event.accountId)).toBe(1);
    }
  });

  it.each([
    ['GET', '/ops/dead-letters/no.such.topic', undefined, 404, 'topicNotFound'],
    ['GET', `/ops/dead-letters/${IdentityTopics.accountEvents}.dlq`, undefined, 404, 'topicNotFound'],
    ['GET', '/ops/dead-letters/a%2Fb', undefined, 404, 'topicNotFound'],
    ['GET', `/ops/dead-letters/${'x'.repeat(300)}`, undefined, 404, 'topicNotFound'],
    ['GET', '/ops/dead-letters/%00', undefined, 400, 'validationFailed'],
    ['POST', `${path}/replay`, { partition: 'zero', offset: '1' }, 400, 'validationFailed'],
    ['POST', `${path}/replay`, { partition: 0, offset: '99999999999999999999999' }, 400, 'validationFailed'],
    ['POST', `${path}/replay`, { partition: 0, offset: '9223372036854775000' }, 404, 'deadLetterNotFound'],
    ['POST', `${path}/replay`, [1, 2], 400, 'validationFailed'],
  ] as const)('answers %s %s %j with %i %s', async (method, route, body, status, code) => {
    const answer = await api.call(method, route, operator, body);
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
  });
});

describe('outbox', () => {
  it("answers every service's outbox backlog", async () => {
    const answer = await api.call('GET', '/ops/outbox', operator);
    expect(answer.status).toBe(200);
    const rows = answer.body.data as Json[];
    expect(field(rows, 'service').sort()).toEqual(['connections', 'identity', 'payments', 'productions', 'profiles']);
    for (const row of rows) {
      expect(row).toMatchObject({ available: true, backlog: expect.any(Number), oldestAgeSeconds: expect.any(Number) });
      expect(Number(row.backlog)).toBeGreaterThanOrEqual(0);
    }
  });
});
