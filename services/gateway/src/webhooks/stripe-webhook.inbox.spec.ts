import { Metrics, type Logger } from '@callsheet/kernel';
import type { Kafka } from 'kafkajs';
import Stripe from 'stripe';
import { StripeWebhookInbox } from './stripe-webhook.inbox.js';

const secret = 'whsec_unit_test_secret';
const stripe = new Stripe('sk_test_123');
const now = 1_800_000_000;
const quiet = { warn: () => undefined, error: () => undefined } as unknown as Logger;
const metrics = new Metrics('inbox-test');
const inbox = new StripeWebhookInbox(
  { producer: () => ({}) } as unknown as Kafka,
  { secret, toleranceSeconds: 300 },
  quiet,
  metrics,
);
const body = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'invoice.paid',
  created: now,
  data: { object: { id: 'in_1' } },
});

function signedAt(timestamp: number, payload = body): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

function refusalOf(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('StripeWebhookInbox.verify', () => {
  it('accepts a signature made now, or within the tolerance either way', () => {
    for (const offset of [0, -300, 300]) {
      expect(inbox.verify(Buffer.from(body), signedAt(now + offset), now * 1000)).toMatchObject({
        id: 'evt_1',
        type: 'invoice.paid',
        data: { object: { id: 'in_1' } },
      });
    }
  });

  it.each([
    ['an hour in the future', now + 3600],
    ['just past the tolerance in the future', now + 301],
    ['an hour old', now - 3600],
    ['just past the tolerance in the past', now - 301],
  ])('refuses a correctly signed timestamp %s with 400 validationFailed [stripe-signature]', (_when, timestamp) => {
    expect(refusalOf(() => inbox.verify(Buffer.from(body), signedAt(timestamp), now * 1000))).toMatchObject({
      code: 'validationFailed',
      args: ['stripe-signature'],
    });
  });

  it('checks the signed time, not an earlier t= slipped into the header', () => {
    const header = `t=${now},${signedAt(now + 3600)}`;
    expect(refusalOf(() => inbox.verify(Buffer.from(body), header, now * 1000))).toMatchObject({
      code: 'validationFailed',
    });
  });

  it('counts each refusal for the signature by its reason', async () => {
    metrics.webhookSignatureFailures.reset();
    refusalOf(() => inbox.verify(Buffer.from(body), undefined, now * 1000));
    refusalOf(() => inbox.verify(Buffer.from(body), signedAt(now, '{"forged":true}'), now * 1000));
    refusalOf(() => inbox.verify(Buffer.from(body), signedAt(now + 3600), now * 1000));
    inbox.verify(Buffer.from(body), signedAt(now), now * 1000);
    const { values } = await metrics.webhookSignatureFailures.get();
    expect(Object.fromEntries(values.map((value) => [value.labels.reason, value.value]))).toEqual({
      missing: 1,
      mismatch: 1,
      inTheFuture: 1,
    });
  });
});
