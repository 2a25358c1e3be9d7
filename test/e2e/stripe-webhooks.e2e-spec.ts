import { fromBinary } from '@bufbuild/protobuf';
import {
  ConnectedAccountUpdatedSchema,
  DisputeCreatedSchema,
  PaymentsTopics,
  StripeTopics,
} from '@callsheet/contracts';
import {
  e2eStack,
  kafkaBrokers,
  readTopic,
  waitFor,
  waitForConsumerGroup,
  waitForOutboxPublished,
} from '@callsheet/testing';
import { Kafka, logLevel } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { gatewayApi, type Json } from './support/api.js';
import { stripeEvent, stripeWebhookSender } from './support/stripe.js';

// Stripe webhooks through the shared stack's gateway (raw body, signature, tolerance) into the payments
// service over Kafka, with events signed by stripe.webhooks.generateTestHeaderString as Stripe would sign them.
const stack = e2eStack();
const base = stack.gatewayUrl;
const secret = stack.webhookSecret;
const stripe = new Stripe('sk_test_123');
const kafka = new Kafka({ clientId: 'webhooks-e2e', brokers: kafkaBrokers, logLevel: logLevel.NOTHING });
const { call, memberWithAccount } = gatewayApi(base);
const deliver = stripeWebhookSender(base, secret);

function dispute(id: string): Json {
  return {
    id,
    object: 'dispute',
    amount: 135000,
    currency: 'usd',
    charge: `ch_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
    reason: 'fraudulent',
    status: 'needs_response',
    evidence_details: { due_by: 1_900_000_000, has_evidence: false, past_due: false, submission_count: 0 },
  };
}

/**
 * Waits until payments has handled every webhook event delivered so far (its consumer group committed
 * past them) and published what it wrote: what those deliveries caused is all in Kafka.
 */
async function webhooksHandled(): Promise<void> {
  await waitForConsumerGroup(kafka, 'payments.stripe-webhook', StripeTopics.webhookEvents);
  await waitForOutboxPublished(stack.databaseUrls.payments);
}

/** GET /api/account once payments has created the connected account (it reacts to AccountCreated). */
async function waitForAccount(token: string): Promise<Json> {
  return waitFor('the connected account', async () => {
    const answer = await call('GET', '/api/account', token);
    return answer.status === 200 ? answer.body : undefined;
  });
}

function stripeAccount(id: string, ready: boolean): Json {
  return {
    id,
    object: 'account',
    type: 'custom',
    country: 'US',
    charges_enabled: ready,
    payouts_enabled: ready,
    details_submitted: true,
    requirements: {
      alternatives: [],
      current_deadline: null,
      currently_due: [],
      disabled_reason: ready ? null : 'requirements.past_due',
      errors: [],
      eventually_due: [],
      past_due: ready ? [] : ['external_account'],
      pending_verification: [],
    },
    future_requirements: { currently_due: [], eventually_due: [], past_due: [], errors: [], pending_verification: [] },
  };
}

describe('Stripe webhooks end to end', () => {
  it('refuses a wrong secret, a tampered body, an old signature and a missing header with 400', async () => {
    const event = stripeEvent('charge.dispute.created', dispute(`dp_${randomUUID().slice(0, 8)}`));
    const cases = [
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ];
    // A body changed after signing: sign one body, send another.
    const signed = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload: signed, secret });
    const tampered = await fetch(`${base}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: signed.replace('fraudulent', 'duplicate'),
    });
    const unsigned = await fetch(`${base}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: signed,
    });
    for (const refused of cases) {
      expect(refused).toMatchObject({ status: 400, body: { code: 'validationFailed', args: ['stripe-signature'] } });
    }
    expect(tampered.status).toBe(400);
    expect(unsigned.status).toBe(400);
  });

  it('refuses a correctly signed timestamp beyond the tolerance in the future with 400, and hands nothing on', async () => {
    const refusedId = `dp_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const refused = stripeEvent('charge.dispute.created', dispute(refusedId));
    const now = Math.floor(Date.now() / 1000);
    // The tolerance is 300 s by default: an hour ahead was accepted before, and just past it.
    for (const timestamp of [now + 3600, now + 330]) {
      expect(await deliver(refused, { timestamp })).toMatchObject({
        status: 400,
        body: { code: 'validationFailed', args: ['stripe-signature'] },
      });
    }
    // Within the tolerance ahead (a sender's clock a little fast) an event is still taken.
    const acceptedId = `dp_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const accepted = stripeEvent('charge.dispute.created', dispute(acceptedId));
    expect(await deliver(accepted, { timestamp: now + 60 })).toEqual({
      status: 200,
      body: { received: true, id: accepted.id },
    });
    await webhooksHandled();
    expect(await readTopic(kafka, PaymentsTopics.disputeEvents, acceptedId, 1)).toHaveLength(1);
    expect(await readTopic(kafka, PaymentsTopics.disputeEvents, refusedId, 0)).toHaveLength(0);
  });

  it('handles an event delivered three times once', async () => {
    const disputeId = `dp_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    const event = stripeEvent('charge.dispute.created', dispute(disputeId));
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const answer = await deliver(event);
      expect(answer).toEqual({ status: 200, body: { received: true, id: event.id } });
    }
    await webhooksHandled();
    const published = await readTopic(kafka, PaymentsTopics.disputeEvents, disputeId, 1);
    expect(published).toHaveLength(1);
    expect(fromBinary(DisputeCreatedSchema, published[0].value!)).toMatchObject({
      disputeId,
      amount: 135000n,
      currency: 'usd',
      reason: 'fraudulent',
      evidenceDueBy: '2030-03-17',
    });
  });

  it('applies account.updated events in Stripe’s order, whatever order they arrive in', async () => {
    const member = await memberWithAccount('talent', 'Wes');
    const account = await waitForAccount(member.token);
    const stripeAccountId = String(account.stripe_account_id);
    const now = Math.floor(Date.now() / 1000);
    // The newer event (enabled) arrives first, the older one (restricted) after it.
    expect((await deliver(stripeEvent('account.updated', stripeAccount(stripeAccountId, true), now + 5))).status).toBe(
      200,
    );
    expect((await deliver(stripeEvent('account.updated', stripeAccount(stripeAccountId, false), now))).status).toBe(
      200,
    );
    await webhooksHandled();
    const updates = (await readTopic(kafka, PaymentsTopics.accountEvents, member.accountId, 2))
      .filter((message) => message.headers?.['event-type']?.toString() === ConnectedAccountUpdatedSchema.typeName)
      .map((message) => fromBinary(ConnectedAccountUpdatedSchema, message.value!));
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({ status: 'enabled', chargesEnabled: true, stripeUpdatedAt: BigInt(now + 5) });
  });

  it('shows operators the payments queues on the queue board, and nobody else', async () => {
    const operator = { authorization: `Bearer ${stack.opsToken}` };
    const queues = await fetch(`${base}/ops/board/api/queues`, { headers: operator });
    expect(queues.status).toBe(200);
    const names = ((await queues.json()) as { queues: { name: string }[] }).queues.map((queue) => queue.name);
    expect(names.sort()).toEqual(['invoice-finalization', 'transfer-report', 'transfer-run']);
    const page = await fetch(`${base}/ops/board`, {
      headers: { authorization: `Basic ${Buffer.from(`ops:${stack.opsToken}`).toString('base64')}` },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const refused = await fetch(`${base}/ops/board/api/queues`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('Basic');
  });

  it('answers 200 at once for event types it does not act on', async () => {
    const answer = await deliver(
      stripeEvent('customer.created', { id: `cus_${randomUUID().slice(0, 8)}`, object: 'customer' }),
    );
    expect(answer.status).toBe(200);
  });
});
