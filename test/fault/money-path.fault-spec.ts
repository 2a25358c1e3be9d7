import { fromBinary } from '@bufbuild/protobuf';
import { IdentityTopics, StripeTopics, StripeWebhookReceivedSchema } from '@callsheet/contracts';
import { freePorts, waitFor } from '@callsheet/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { type Answer, gatewayApi, type Json, type Member } from '../e2e/support/api.js';
import { NORTHSTAR_MANAGER, productionChain } from '../e2e/support/scenarios.js';
import { stripeEvent, stripeWebhookSender } from '../e2e/support/stripe.js';
import {
  allInfraUp,
  countsByEventId,
  database,
  infraAsync,
  mailsTo,
  rows,
  Services,
  shortType,
  stack,
  topicMessages,
} from './support/stack.js';
import { type StripeCall, StripeProxy } from './support/stripe-proxy.js';

/*
 * Faults on the money path, with every service a real process and the real infrastructure: the test
 * kills processes (SIGKILL) and stops PostgreSQL, Redis and Kafka with scripts/infra/infra.sh, then
 * checks the final state in the databases, on the Kafka topics, at Stripe (through a recording proxy in
 * front of stripe-mock: one effect per idempotency key) and in MailDev, each effect counted exactly.
 *
 * The cases share the processes and are ordered so that each leaves everything running for the next:
 * process kills first, then Redis, Kafka and PostgreSQL. Ports are free ones the harness picks.
 */
const names = ['gateway', 'identity', 'profiles', 'productions', 'connections', 'payments', 'stripeProxy'] as const;
const allocated = await freePorts(names.length);
const ports = Object.fromEntries(names.map((name, index) => [name, allocated[index]])) as Record<
  (typeof names)[number],
  number
>;
const base = `http://127.0.0.1:${ports.gateway}`;
const webhookSecret = 'whsec_fault_money_path_secret';
const bullPrefix = `fault-${randomUUID()}`;
const files = mkdtempSync(join(tmpdir(), 'fault-money-path-'));
const proxy = new StripeProxy(ports.stripeProxy, new URL(stack.stripeMockUrl));
const services = new Services({
  identity: {
    port: ports.identity,
    // Every test client signs up from 127.0.0.1: the per-address limit of public requests must not bite.
    env: { SMTP_URL: stack.smtpUrl, REDIS_URL: stack.redisUrl, PUBLIC_LIMIT_PER_ADDRESS: '1000' },
  },
  profiles: { port: ports.profiles, env: {} },
  productions: { port: ports.productions, env: {} },
  connections: { port: ports.connections, env: {} },
  payments: {
    port: ports.payments,
    env: {
      STRIPE_API_URL: proxy.url,
      REDIS_URL: stack.redisUrl,
      FILE_STORAGE_DIR: files,
      BULLMQ_PREFIX: bullPrefix,
      // A killed worker's job is free again after 2 s and found stalled within 1 s.
      BULLMQ_LOCK_DURATION_MS: '2000',
      BULLMQ_STALLED_INTERVAL_MS: '1000',
      BULLMQ_BACKOFF_MS: '500',
    },
  },
  gateway: {
    port: ports.gateway,
    env: {
      OPS_TOKEN: 'fault-operator-token-0123456789',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      REDIS_URL: stack.redisUrl,
      FILE_STORAGE_DIR: files,
      BULLMQ_PREFIX: bullPrefix,
    },
  },
});
const { call, memberWithAccount } = gatewayApi(base);
const deliver = stripeWebhookSender(base, webhookSecret);
const kafka = new Kafka({
  clientId: 'fault-money-path',
  brokers: stack.kafkaBrokers.split(','),
  logLevel: logLevel.NOTHING,
});
const WEBHOOK_CONSUMER = 'payments.stripe-webhook';
const ACCOUNT_CONSUMER = 'payments.identity-account-events';

let paymentsDb: pg.Pool;
let identityDb: pg.Pool;
let redis: Redis;
let finalizationQueue: Queue;
let production: Member;
let talent: Member;
let manager: Member;
let applicationId: string;
let cal: string;
let mgmt: string;

/** FAULT_TRACE=1 prints each step with its time, to see where a slow or hanging case spends it. */
const trace = (what: string) => {
  if (process.env.FAULT_TRACE) {
    process.stderr.write(`[fault ${new Date().toISOString()}] ${what}\n`);
  }
};
// Not a wait for something: how long Kafka stays down is the fault under test (the outage case).
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isTransfer = (c: StripeCall) => c.method === 'POST' && c.path.startsWith('/v1/transfers');
const isFinalize = (c: StripeCall) => c.method === 'POST' && /^\/v1\/invoices\/[^/]+\/finalize/.test(c.path);

/** Matches only the first request the predicate takes. */
function first(predicate: (c: StripeCall) => boolean): (c: StripeCall) => boolean {
  let taken = false;
  return (c) => !taken && predicate(c) && (taken = true);
}

async function create(path: string, member: Member, body: Json): Promise<string> {
  const created = await call('POST', path, member.token, body);
  expect({ path, status: created.status }).toEqual({ path, status: 201 });
  return created.body.id as string;
}

/** Retries while a service has not yet heard (by event) of what the call names. */
async function once(method: string, path: string, token: string, body: unknown, waitingFor: string[]) {
  return waitFor(`${method} ${path}`, async () => {
    const result = await call(method, path, token, body);
    // jobNotOpen (not expired): connections has not yet heard that the job is active.
    const code = String(result.body.code);
    return waitingFor.includes(code) || (code === 'jobNotOpen' && (result.body.args as unknown[])?.[0] !== 'expired')
      ? undefined
      : result;
  });
}

/**
 * An invoice scheduled to finalize in 1.5 s, whose finalization job a payments worker has taken and
 * holds at Stripe's finalize (released by the test); `mark` counts Stripe's calls from here.
 */
async function finalizationHeldAtStripe() {
  const mark = proxy.mark();
  const finalize = proxy.hold(first(isFinalize));
  const invoiceId = await newInvoice({ finalizeAt: new Date(Date.now() + 1500).toISOString() });
  await finalize.reached();
  expect(await finalizationQueue.getJobState(invoiceId)).toBe('active');
  return { mark, finalize, invoiceId };
}

/** A new invoice of the accepted application (a draft, or scheduled with finalizeAt). */
async function newInvoice(extra: Json = {}): Promise<string> {
  const created = await once(
    'POST',
    `/api/stripe/invoice/application/${applicationId}`,
    production.token,
    { prefix: 'FAULT', memo: 'Harbor Lights, 3 shoot days', ...extra },
    ['applicationNotFound', 'applicationNotInvoiceable'],
  );
  expect(created.status).toBe(201);
  return created.body.id as string;
}

/** Stripe's invoice object for our invoice, as its webhooks carry it. */
async function stripeInvoice(invoiceId: string, status: 'open' | 'paid'): Promise<Json> {
  const [row] = await rows<{ stripe_invoice_id: string }>(
    paymentsDb,
    'SELECT stripe_invoice_id FROM invoice WHERE id = $1',
    [invoiceId],
  );
  return {
    id: row.stripe_invoice_id,
    object: 'invoice',
    status,
    currency: 'usd',
    total: 135000,
    amount_due: 135000,
    amount_paid: status === 'paid' ? 135000 : 0,
    amount_remaining: status === 'paid' ? 0 : 135000,
    metadata: { invoice_id: invoiceId },
  };
}

async function invoiceStatus(invoiceId: string): Promise<string> {
  const [row] = await rows<{ status: string }>(paymentsDb, 'SELECT status FROM invoice WHERE id = $1', [invoiceId]);
  return row?.status ?? 'missing';
}

async function transfersOf(invoiceId: string) {
  return rows<{ destination: string; amount: number; status: string; stripe_transfer_id: string | null }>(
    paymentsDb,
    'SELECT destination, amount, status, stripe_transfer_id FROM transfer WHERE invoice_id = $1 ORDER BY destination',
    [invoiceId],
  );
}

/** The invoice's transfers: exactly one per memo line, both at Stripe. */
async function expectTransfersOnce(invoiceId: string) {
  const transfers = await waitFor(
    'both transfers at Stripe',
    async () => {
      const found = await transfersOf(invoiceId);
      return found.length === 2 && found.every((t) => t.status === 'created') ? found : undefined;
    },
    { timeoutMs: 60_000 },
  );
  expect(transfers.map(({ destination, amount, status }) => ({ destination, amount, status }))).toEqual([
    { destination: 'representative', amount: 27000, status: 'created' },
    { destination: 'talent', amount: 108000, status: 'created' },
  ]);
}

/**
 * Each aggregate's outbox rows are exactly these event types, every row published, and each one is on
 * its topic exactly once (nothing lost, nothing published twice, nothing else under that key).
 */
async function expectPublishedOnce(aggregateIds: string | string[], types: string[], database_ = paymentsDb) {
  const ids = Array.isArray(aggregateIds) ? aggregateIds : [aggregateIds];
  trace(`published once? ${ids.join(', ')}`);
  type OutboxRow = {
    aggregate_id: string;
    event_id: string;
    event_type: string;
    topic: string;
    published_at: Date | null;
  };
  const outbox = await waitFor(
    `the outbox rows of ${ids.join(', ')} to be published`,
    async () => {
      const found = await rows<OutboxRow>(
        database_,
        `SELECT aggregate_id, event_id, event_type, topic, published_at FROM outbox
          WHERE aggregate_id = ANY($1) ORDER BY id`,
        [ids],
      );
      return found.length >= types.length * ids.length && found.every((row) => row.published_at !== null)
        ? found
        : undefined;
    },
    { timeoutMs: 60_000 },
  );
  const messages = await topicMessages(kafka, [...new Set(outbox.map((row) => row.topic))]);
  for (const id of ids) {
    const mine = outbox.filter((row) => row.aggregate_id === id);
    expect({ id, types: mine.map((row) => shortType(row.event_type)) }).toEqual({ id, types });
    for (const topic of new Set(mine.map((row) => row.topic))) {
      const onTopic = messages.filter((message) => message.topic === topic && message.key === id);
      const expected = Object.fromEntries(mine.filter((row) => row.topic === topic).map((row) => [row.event_id, 1]));
      expect({ id, topic, published: countsByEventId(onTopic) }).toEqual({ id, topic, published: expected });
    }
  }
}

interface WebhookCase {
  /** The Stripe object the events are about (the Kafka key). */
  objectId: string;
  /** How many deliveries the gateway accepted (answered 200). */
  deliveries: number;
  stripeEventIds: string[];
}

/**
 * Every accepted delivery of the Stripe object's webhooks is on Kafka and was handled by payments
 * exactly once (one processed-event row each), each Stripe event id is recorded once, none dead-lettered.
 */
async function expectWebhooksHandledOnce(...cases: WebhookCase[]) {
  trace(`webhooks handled once? ${cases.map((c) => c.objectId).join(', ')}`);
  const all = await topicMessages(kafka, [StripeTopics.webhookEvents, `${StripeTopics.webhookEvents}.dlq`]);
  for (const { objectId, deliveries, stripeEventIds } of cases) {
    const ofCase = (topic: string) =>
      all.filter(
        (m) =>
          m.topic === topic &&
          m.key === objectId &&
          stripeEventIds.includes(fromBinary(StripeWebhookReceivedSchema, m.message.value!).eventId),
      );
    const messages = ofCase(StripeTopics.webhookEvents);
    expect({ objectId, deliveries: messages.length }).toEqual({ objectId, deliveries });
    const ids = messages.map((message) => message.eventId);
    const processed = await waitFor(
      'every webhook delivery to be processed',
      async () => {
        const found = await rows<{ event_id: string }>(
          paymentsDb,
          'SELECT event_id FROM processed_event WHERE consumer = $1 AND event_id = ANY($2::uuid[])',
          [WEBHOOK_CONSUMER, ids],
        );
        return found.length >= ids.length ? found : undefined;
      },
      { timeoutMs: 30_000 },
    );
    expect(processed.map((row) => row.event_id).sort()).toEqual([...ids].sort());
    const seen = await rows<{ id: string }>(paymentsDb, 'SELECT id FROM stripe_event WHERE object_id = $1', [objectId]);
    expect({ objectId, seen: seen.map((row) => row.id).sort() }).toEqual({
      objectId,
      seen: [...stripeEventIds].sort(),
    });
    expect({ objectId, deadLettered: ofCase(`${StripeTopics.webhookEvents}.dlq`).length }).toEqual({
      objectId,
      deadLettered: 0,
    });
  }
}

/** A client retrying a call until it succeeds (or answers what counts as done), as a person would. */
async function untilDone(what: string, send: () => Promise<Answer>, done: (answer: Answer) => boolean) {
  return waitFor(
    what,
    async () => {
      const answer = await send();
      if (done(answer)) {
        return answer;
      }
      trace(`${what}: ${answer.status} ${answer.text.slice(0, 120)}`);
      throw new Error(`${answer.status} ${answer.text.slice(0, 200)}`);
    },
    { timeoutMs: 120_000, intervalMs: 500 },
  );
}

beforeAll(async () => {
  await proxy.start();
  paymentsDb = database('payments');
  identityDb = database('identity');
  redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  redis.on('error', () => undefined);
  finalizationQueue = new Queue('invoice-finalization', { connection: redis, prefix: bullPrefix });
  trace('starting the services');
  await services.start('identity', 'profiles', 'productions', 'connections', 'payments');
  await services.start('gateway');
  trace('services ready');

  [production, talent, manager] = await Promise.all([
    memberWithAccount('production_company', 'Pia'),
    memberWithAccount('talent', 'Cal'),
    memberWithAccount('manager', 'Max'),
  ]);
  [cal, mgmt] = await Promise.all([
    create('/api/talent', talent, {
      firstName: 'Cal',
      lastName: 'Ripken',
      birthDate: '1990-12-10',
      citizenship: ['us'],
      unions: ['sagAftra'],
      bodyTypes: ['mesomorph'],
      ethnicAppearances: ['whiteEuropean'],
    }),
    create('/api/representative', manager, NORTHSTAR_MANAGER),
  ]);
  const request = await once(
    'POST',
    '/api/connection',
    manager.token,
    { talentId: cal, representativeId: mgmt, types: ['talentManager'] },
    ['profileNotFound'],
  );
  expect((await call('PATCH', `/api/connection/status/approve/${request.body.id}`, talent.token)).status).toBe(200);
  const { job: jobId } = await productionChain(call, production, true);
  const applied = await once('POST', '/api/application', talent.token, { jobId, talentId: cal }, ['jobNotFound']);
  expect(applied.status).toBe(201);
  applicationId = applied.body.id as string;
  trace('applied');
  const accepted = await call('PATCH', `/api/application/status/accept/${applicationId}`, production.token, {
    dealMemo: {
      rateType: 'daily',
      unitRate: 45000,
      quantity: 3,
      split: [
        { profileType: 'talent', profileId: cal, shareBps: 8000 },
        { profileType: 'representative', profileId: mgmt, shareBps: 2000 },
      ],
    },
  });
  expect(accepted.body).toMatchObject({ status: 'accepted', dealMemo: { total: 135000 } });
  for (const member of [production, talent, manager]) {
    await waitFor('the connected account', async () =>
      (await call('GET', '/api/account', member.token)).status === 200 ? true : undefined,
    );
  }
}, 240_000);

afterEach(async () => {
  // A failed case must not leave the next one without infrastructure or a process.
  allInfraUp();
  for (const name of ['identity', 'profiles', 'productions', 'connections', 'payments', 'gateway'] as const) {
    if (!services.alive(name)) {
      await services.start(name);
    }
  }
}, 180_000);

afterAll(async () => {
  await finalizationQueue?.close();
  redis?.disconnect();
  const stuck = await services.stopAll();
  if (stuck.length > 0) {
    process.stderr.write(`[fault] did not stop within 10 s of SIGTERM: ${stuck.join(', ')}\n`);
  }
  await proxy.stop();
  await paymentsDb?.end();
  await identityDb?.end();
});

/** On failure, what the processes printed (they log at warn). */
async function withDiagnosis(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    (error as Error).message += `\n\n${services.allOutput().slice(-12_000)}`;
    throw error;
  }
}

describe('faults on the money path', () => {
  it('handles a Stripe webhook delivered 3 times and out of order across a gateway restart once', () =>
    withDiagnosis(async () => {
      const invoiceId = await newInvoice();
      const mark = proxy.mark();
      const now = Math.floor(Date.now() / 1000);
      const finalized = stripeEvent('invoice.finalized', await stripeInvoice(invoiceId, 'open'), now - 5);
      const paid = stripeEvent('invoice.paid', await stripeInvoice(invoiceId, 'paid'), now);
      const stripeObjectId = objectIdOf(paid);

      // invoice.paid arrives first; the gateway is then killed right after answering it.
      expect((await deliver(paid)).status).toBe(200);
      await services.kill('gateway');
      // Stripe's retry while the gateway is down is refused (connection refused: Stripe retries later).
      await expect(deliver(paid)).rejects.toThrow();
      trace('restarting the gateway');
      await services.start('gateway');
      trace('gateway restarted');
      // The older invoice.finalized arrives late, then invoice.paid twice more, finalized once more.
      for (const event of [finalized, paid, finalized, paid]) {
        expect(await deliver(event)).toEqual({ status: 200, body: { received: true, id: String(event.id) } });
      }

      await expectTransfersOnce(invoiceId);
      await expectWebhooksHandledOnce({
        objectId: stripeObjectId,
        deliveries: 5,
        stripeEventIds: [paid.id as string, finalized.id as string],
      });
      expect(await invoiceStatus(invoiceId)).toBe('paid');
      // The draft jumped to paid; the late finalized moved nothing back: no InvoiceFinalized at all.
      await expectPublishedOnce(invoiceId, ['InvoiceCreated', 'InvoicePaid', 'TransfersCreated']);
      expect(proxy.keys('POST', /^\/v1\/transfers/, mark)).toHaveLength(2);
      const seen = await call('GET', `/api/stripe/invoice/${invoiceId}`, production.token);
      expect(seen.body).toMatchObject({ status: 'paid', amountPaid: 135000 });
    }));

  it('completes a command whose service was killed mid-way once, without a second effect', () =>
    withDiagnosis(async () => {
      const invoiceId = await newInvoice();
      const finalize = await call('POST', `/api/stripe/invoice/${invoiceId}/finalize`, production.token);
      expect(finalize).toMatchObject({ status: 200, body: { invoice: { status: 'open' } } });
      const mark = proxy.mark();
      // markPaid: Stripe's pay, then paid + transfer plan in one transaction, then the transfers. Payments
      // dies (SIGKILL) while it waits for Stripe's answer to the first transfer.
      const transfer = proxy.hold(first(isTransfer));
      const markPaid = call('POST', `/api/stripe/invoice/${invoiceId}/markPaid`, production.token);
      await transfer.reached();
      await services.kill('payments');
      transfer.release();
      // The caller hears of the failure (the gateway times out on the reply), not of a success.
      expect((await markPaid).status).toBeGreaterThanOrEqual(500);
      // The kill landed mid-command: paid and planned, no transfer sent.
      expect(await invoiceStatus(invoiceId)).toBe('paid');
      expect((await transfersOf(invoiceId)).map((t) => t.status)).toEqual(['pending', 'pending']);

      trace('restarting payments');
      await services.start('payments');
      trace('payments restarted');
      // Stripe reports the out-of-band payment with invoice.paid, which resumes the transfers.
      const paid = stripeEvent('invoice.paid', await stripeInvoice(invoiceId, 'paid'));
      expect((await deliver(paid)).status).toBe(200);
      await expectTransfersOnce(invoiceId);
      await expectWebhooksHandledOnce({
        objectId: objectIdOf(paid),
        deliveries: 1,
        stripeEventIds: [paid.id as string],
      });
      // A client retrying the command is told it is done.
      const retried = await call('POST', `/api/stripe/invoice/${invoiceId}/markPaid`, production.token);
      expect(retried).toMatchObject({
        status: 409,
        body: { code: 'invoiceActionNotAllowed', args: ['paid', 'markPaid'] },
      });
      await expectPublishedOnce(invoiceId, ['InvoiceCreated', 'InvoiceFinalized', 'InvoicePaid', 'TransfersCreated']);
      expect(proxy.keys('POST', /^\/v1\/invoices\/[^/]+\/pay/, mark)).toHaveLength(1);
      expect(proxy.keys('POST', /^\/v1\/transfers/, mark)).toHaveLength(2);
    }));

  it('runs the finalization job of a payments worker killed mid-job again, to one finalization', () =>
    withDiagnosis(async () => {
      // The worker took the job and waits for Stripe's finalize when the process is killed.
      const { mark, finalize, invoiceId } = await finalizationHeldAtStripe();
      await services.kill('payments');
      finalize.release();
      trace('restarting payments');
      await services.start('payments');
      trace('payments restarted');

      const job = await waitFor(
        'the finalization job to complete',
        async () =>
          (await finalizationQueue.getJobState(invoiceId)) === 'completed'
            ? finalizationQueue.getJob(invoiceId)
            : undefined,
        { timeoutMs: 30_000 },
      );
      expect(job).toMatchObject({ returnvalue: 'finalized', stalledCounter: 1 });
      expect(await finalizationQueue.getJobCounts('active', 'wait', 'delayed', 'failed')).toEqual({
        active: 0,
        wait: 0,
        delayed: 0,
        failed: 0,
      });
      expect(await invoiceStatus(invoiceId)).toBe('open');
      await expectPublishedOnce(invoiceId, ['InvoiceCreated', 'InvoiceFinalized']);
      // Both runs asked Stripe with the same key: one finalization at Stripe.
      expect(proxy.keys('POST', /^\/v1\/invoices\/[^/]+\/finalize/, mark)).toHaveLength(1);
    }));

  it('lets a payments worker stopped with SIGTERM finish the finalization in hand, once, within the grace period', () =>
    withDiagnosis(async () => {
      const { mark, finalize, invoiceId } = await finalizationHeldAtStripe();
      // Kubernetes stops the pod while the job waits for Stripe; Stripe answers once the stop has
      // begun (the health server, closed first, refuses connections).
      const stopped = services.terminate('payments', 30_000);
      await waitFor(
        'payments to begin stopping',
        () =>
          fetch(`http://127.0.0.1:${ports.payments}/health/live`).then(
            () => undefined,
            () => true,
          ),
        { timeoutMs: 10_000 },
      );
      finalize.release();
      const ended = await stopped;
      trace(`payments stopped in ${ended.ms} ms`);
      expect(ended).toMatchObject({ exitCode: 0, signal: null });
      expect(ended.ms).toBeLessThan(30_000);
      // The stopping worker finished it: completed on its only run, not found stalled and run again.
      expect(await finalizationQueue.getJobState(invoiceId)).toBe('completed');
      expect(await finalizationQueue.getJob(invoiceId)).toMatchObject({ returnvalue: 'finalized', stalledCounter: 0 });
      await services.start('payments');
      expect(await invoiceStatus(invoiceId)).toBe('open');
      await expectPublishedOnce(invoiceId, ['InvoiceCreated', 'InvoiceFinalized']);
      expect(proxy.keys('POST', /^\/v1\/invoices\/[^/]+\/finalize/, mark)).toHaveLength(1);
    }));

  it('keeps the queued jobs through a Redis restart and runs each once', () =>
    withDiagnosis(async () => {
      const mark = proxy.mark();
      // One job running (held at Stripe) and two delayed ones when Redis goes down.
      const running = proxy.hold(first(isFinalize));
      const active = await newInvoice({ finalizeAt: new Date(Date.now() + 1000).toISOString() });
      await running.reached();
      const delayed = [
        await newInvoice({ finalizeAt: new Date(Date.now() + 6000).toISOString() }),
        await newInvoice({ finalizeAt: new Date(Date.now() + 6000).toISOString() }),
      ];
      expect(await finalizationQueue.getJobState(delayed[0])).toBe('delayed');
      await infraAsync('down', 'redis');
      await infraAsync('up', 'redis');
      await services.ready('payments');
      running.release();

      const invoices = [active, ...delayed];
      await waitFor(
        'the three finalization jobs to complete',
        async () => {
          const states = await Promise.all(invoices.map((id) => finalizationQueue.getJobState(id)));
          return states.every((state) => state === 'completed') ? true : undefined;
        },
        { timeoutMs: 60_000 },
      );
      for (const id of delayed) {
        expect((await finalizationQueue.getJob(id))?.returnvalue).toBe('finalized');
      }
      expect(await finalizationQueue.getJobCounts('active', 'wait', 'delayed', 'failed')).toEqual({
        active: 0,
        wait: 0,
        delayed: 0,
        failed: 0,
      });
      for (const id of invoices) {
        expect({ id, status: await invoiceStatus(id) }).toEqual({ id, status: 'open' });
      }
      await expectPublishedOnce(invoices, ['InvoiceCreated', 'InvoiceFinalized']);
      expect(proxy.keys('POST', /^\/v1\/invoices\/[^/]+\/finalize/, mark)).toHaveLength(3);
      expect(services.alive('gateway') && services.alive('payments')).toBe(true);
      await services.ready('gateway');
    }));

  it(
    'finishes the money path once after Kafka stops for 20 s in the middle of it',
    () =>
      withDiagnosis(async () => {
        const invoiceId = await newInvoice();
        const finalize = await call('POST', `/api/stripe/invoice/${invoiceId}/finalize`, production.token);
        expect(finalize.status).toBe(200);
        const mark = proxy.mark();
        const paid = stripeEvent('invoice.paid', await stripeInvoice(invoiceId, 'paid'));
        // Payments is handling invoice.paid (first transfer at Stripe) when the broker goes away.
        const transfer = proxy.hold(first(isTransfer));
        expect((await deliver(paid)).status).toBe(200);
        await transfer.reached();
        trace('kafka going down');
        await infraAsync('down', 'kafka');
        const down = Date.now();
        trace('kafka down');
        transfer.release();
        // Stripe retries while Kafka is down: the gateway cannot queue the event and does not answer 200.
        const retryWhileDown = await deliver(paid);
        expect(retryWhileDown.status).toBe(503);
        trace('retry refused');
        // The transfers need no Kafka: they reach Stripe, their event waits in the outbox.
        await expectTransfersOnceWhileDown(invoiceId);
        await sleep(Math.max(0, 20_000 - (Date.now() - down)));
        await infraAsync('up', 'kafka');
        trace('kafka up');

        // Stripe retries again once the gateway accepts events.
        await untilDone(
          'Stripe’s retry to be accepted',
          () => deliverAsAnswer(paid),
          (a) => a.status === 200,
        );
        trace('retry accepted');
        for (const name of ['identity', 'profiles', 'productions', 'connections', 'payments', 'gateway'] as const) {
          await services.ready(name);
        }
        await expectTransfersOnce(invoiceId);
        // The first delivery and the accepted retry (the one refused while Kafka was down is not on the topic).
        await expectWebhooksHandledOnce({
          objectId: objectIdOf(paid),
          deliveries: 2,
          stripeEventIds: [paid.id as string],
        });
        await expectPublishedOnce(invoiceId, ['InvoiceCreated', 'InvoiceFinalized', 'InvoicePaid', 'TransfersCreated']);
        expect(proxy.keys('POST', /^\/v1\/transfers/, mark)).toHaveLength(2);
        // Request/reply through Kafka works again.
        const seen = await call('GET', `/api/stripe/invoice/${invoiceId}`, production.token);
        expect(seen.body).toMatchObject({ status: 'paid', amountPaid: 135000 });
      }),
    240_000,
  );

  it(
    'loses and doubles nothing when PostgreSQL restarts under load',
    () =>
      withDiagnosis(async () => {
        const mark = proxy.mark();
        const emails = Array.from({ length: 6 }, () => `fault-${randomUUID()}@example.com`);
        let signedUp = 0;
        const accountIds: string[] = [];
        const member = async (email: string) => {
          const password = 'secret1';
          await untilDone(
            `sign-up of ${email}`,
            () =>
              call('POST', '/public/auth/sign-up', undefined, {
                firstName: 'Lou',
                lastName: 'Load',
                email,
                password,
                passwordConfirmation: password,
              }),
            // A retry after a sign-up that committed but did not answer is told the email is taken.
            (a) => a.status === 201 || a.body.code === 'emailTaken',
          );
          signedUp += 1;
          trace(`signed up ${email}`);
          const signIn = await untilDone(
            `sign-in of ${email}`,
            () => call('POST', '/public/auth/sign-in', undefined, { email, password }),
            (a) => a.status === 200,
          );
          const account = await untilDone(
            `account of ${email}`,
            () =>
              call('POST', '/api/account', String(signIn.body.accessToken), {
                business_type: 'individual',
                account_type: 'talent',
                individual: { first_name: 'Lou', last_name: 'Load', dob: '1980-02-02' },
                tos_shown_and_accepted: true,
                country: 'US',
              }),
            (a) => a.status === 201,
          );
          accountIds.push(String(account.body.id));
          trace(`account of ${email}`);
        };
        const disputes = Array.from({ length: 10 }, () => `dp_fault${randomUUID().replaceAll('-', '').slice(0, 16)}`);
        const disputeEvents = disputes.map((id) =>
          stripeEvent('charge.dispute.created', {
            id,
            object: 'dispute',
            amount: 135000,
            currency: 'usd',
            charge: `ch_${id.slice(3)}`,
            reason: 'fraudulent',
            status: 'needs_response',
            evidence_details: { due_by: 1_900_000_000, has_evidence: false, past_due: false, submission_count: 0 },
          }),
        );
        // Half the deliveries before the restart begins, the other half while it goes on and after.
        let restartBegins: () => void = () => undefined;
        const restartBegun = new Promise<void>((resolve) => (restartBegins = resolve));
        const webhooks = async () => {
          for (const [index, event] of disputeEvents.entries()) {
            if (index === disputeEvents.length / 2) {
              await restartBegun;
            }
            await untilDone(
              `delivery of ${event.id}`,
              () => deliverAsAnswer(event),
              (a) => a.status === 200,
            );
            trace(`delivered ${event.id}`);
          }
        };

        trace('load starting');
        const load = Promise.all([...emails.map(member), webhooks()]);
        await waitFor('the load to be under way', () => (signedUp >= 1 ? true : undefined), { timeoutMs: 60_000 });
        trace('postgres down');
        const down = infraAsync('down', 'postgres');
        restartBegins();
        await down;
        await infraAsync('up', 'postgres');
        trace('postgres up');
        await load;
        trace('load done');

        trace('checking users and mails');
        // One user and one verification mail per address.
        for (const email of emails) {
          const users = await rows(identityDb, 'SELECT id FROM "user" WHERE email = $1', [email]);
          expect({ email, users: users.length }).toEqual({ email, users: 1 });
        }
        const mails = await waitFor(
          'a verification mail to each address',
          async () => {
            const found = await mailsTo(emails);
            return Object.values(found).every((subjects) => subjects.length > 0) ? found : undefined;
          },
          { timeoutMs: 30_000 },
        );
        expect(Object.values(mails).map((subjects) => subjects.length)).toEqual(emails.map(() => 1));

        // Every account created (a retried creation may have made a second one: count what exists) has
        // one AccountCreated, handled once by payments, and one connected account, created once at Stripe.
        const accounts = (
          await rows<{ account_id: string }>(
            identityDb,
            `SELECT m.account_id FROM membership m JOIN "user" u ON u.id = m.user_id WHERE u.email = ANY($1)`,
            [emails],
          )
        ).map((row) => row.account_id);
        expect(accounts.length).toBeGreaterThanOrEqual(emails.length);
        expect(new Set(accounts)).toEqual(new Set([...accountIds, ...accounts]));
        trace(`accounts ${accounts.length}`);
        await expectPublishedOnce(accounts, ['AccountCreated'], identityDb);
        const created = await rows<{ event_id: string }>(
          identityDb,
          `SELECT event_id FROM outbox WHERE aggregate_id = ANY($1) AND event_type LIKE '%.AccountCreated'`,
          [accounts],
        );
        const handled = await waitFor(
          'payments to handle every AccountCreated',
          async () => {
            const found = await rows<{ event_id: string }>(
              paymentsDb,
              'SELECT event_id FROM processed_event WHERE consumer = $1 AND event_id = ANY($2::uuid[])',
              [ACCOUNT_CONSUMER, created.map((row) => row.event_id)],
            );
            return found.length >= created.length ? found : undefined;
          },
          { timeoutMs: 60_000 },
        );
        expect(handled).toHaveLength(accounts.length);
        const connected = await rows<{ account_id: string }>(
          paymentsDb,
          'SELECT account_id FROM connected_account WHERE account_id = ANY($1::uuid[])',
          [accounts],
        );
        expect(connected.map((row) => row.account_id).sort()).toEqual([...accounts].sort());
        expect(proxy.keys('POST', /^\/v1\/accounts$/, mark)).toHaveLength(accounts.length);
        const accountDlq = (await topicMessages(kafka, `${IdentityTopics.accountEvents}.dlq`)).filter((m) =>
          accounts.includes(m.key),
        );
        expect(accountDlq).toHaveLength(0);

        // Every dispute webhook: handled once, its DisputeCreated published once.
        await expectWebhooksHandledOnce(
          ...disputes.map((objectId, index) => ({
            objectId,
            deliveries: 1,
            stripeEventIds: [disputeEvents[index].id as string],
          })),
        );
        await expectPublishedOnce(disputes, ['DisputeCreated']);
        for (const name of ['identity', 'profiles', 'productions', 'connections', 'payments', 'gateway'] as const) {
          expect({ name, alive: services.alive(name) }).toEqual({ name, alive: true });
        }
      }),
    240_000,
  );
});

/** The id of the Stripe object an event is about (its Kafka key). */
function objectIdOf(event: Json): string {
  return String((event.data as { object: { id: string } }).object.id);
}

/** A delivery whose network failure counts as a failed answer (status 0), for retrying loops. */
async function deliverAsAnswer(event: Json): Promise<Answer> {
  try {
    const { status, body } = await deliver(event);
    return { status, body, text: JSON.stringify(body), headers: new Headers() };
  } catch (error) {
    return { status: 0, body: {}, text: (error as Error).message, headers: new Headers() };
  }
}

/** While Kafka is down: both transfers reach Stripe and are recorded; TransfersCreated waits unpublished. */
async function expectTransfersOnceWhileDown(invoiceId: string): Promise<void> {
  await expectTransfersOnce(invoiceId);
  const waiting = await waitFor('TransfersCreated in the outbox', async () => {
    const found = await rows<{ event_type: string; published_at: Date | null }>(
      paymentsDb,
      'SELECT event_type, published_at FROM outbox WHERE aggregate_id = $1 ORDER BY id',
      [invoiceId],
    );
    return found.length >= 4 ? found : undefined;
  });
  // InvoicePaid was committed (and maybe published) before the broker went; TransfersCreated after it.
  expect(waiting.map((row) => shortType(row.event_type))).toEqual([
    'InvoiceCreated',
    'InvoiceFinalized',
    'InvoicePaid',
    'TransfersCreated',
  ]);
  expect(waiting[3].published_at).toBeNull();
}
