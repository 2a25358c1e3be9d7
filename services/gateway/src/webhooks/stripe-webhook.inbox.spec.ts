import { Metrics, type Logger } from '@callsheet/kernel';
import type { Kafka } from 'kafkajs';
import Stripe from 'stripe';
import { gatewayEnvSchema } from '../gateway.env.js';
import { StripeWebhookInbox } from './stripe-webhook.inbox.js';

const secret = 'whsec_unit_test_secret';
const stripe = new Stripe('sk_test_123');
const now = 1_800_000_000;
const quiet = { warn: () => undefined, error: () => undefined } as unknown as Logger;
const metrics = new Metrics('inbox-test');
function inboxWith(...secrets: string[]) {
  return new StripeWebhookInbox(
    { producer: () => ({}) } as unknown as Kafka,
    { secrets, toleranceSeconds: 300 },
    quiet,
    metrics,
  );
}
const inbox = inboxWith(secret);
const body = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'invoice.paid',
  created: now,
  data: { object: { id: 'in_1' } },
});

function signedAt(timestamp: number, payload = body, key = secret): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret: key, timestamp });
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

describe('rotating the webhook secret', () => {
  const old = secret;
  const rolled = 'whsec_unit_test_rolled_secret';
  const unknown = 'whsec_unit_test_someone_else';

  it('accepts a signature made with the new or the old secret while both are configured, and no other', () => {
    const rotating = inboxWith(rolled, old);
    for (const key of [rolled, old]) {
      expect(rotating.verify(Buffer.from(body), signedAt(now, body, key), now * 1000).id).toBe('evt_1');
    }
    expect(refusalOf(() => rotating.verify(Buffer.from(body), signedAt(now, body, unknown), now * 1000))).toMatchObject(
      { code: 'validationFailed', args: ['stripe-signature'] },
    );
    // A body altered in transit fails under every secret.
    expect(
      refusalOf(() => rotating.verify(Buffer.from(body), signedAt(now, '{"forged":true}', old), now * 1000)),
    ).toMatchObject({ code: 'validationFailed' });
    // Once the old secret is removed, its signatures are refused.
    expect(
      refusalOf(() => inboxWith(rolled).verify(Buffer.from(body), signedAt(now, body, old), now * 1000)),
    ).toMatchObject({ code: 'validationFailed' });
  });

  it('accepts the two signatures Stripe sends while a rolled secret is kept, whichever one the gateway has', () => {
    const both = `${signedAt(now, body, old)},${signedAt(now, body, rolled).split(',')[1]}`;
    expect(both).toMatch(/^t=\d+,v1=[0-9a-f]+,v1=[0-9a-f]+$/);
    expect(inboxWith(old).verify(Buffer.from(body), both, now * 1000).id).toBe('evt_1');
    expect(inboxWith(rolled).verify(Buffer.from(body), both, now * 1000).id).toBe('evt_1');
    expect(refusalOf(() => inboxWith(unknown).verify(Buffer.from(body), both, now * 1000))).toMatchObject({
      code: 'validationFailed',
    });
  });

  it('reads STRIPE_WEBHOOK_SECRET as one secret, or two separated by a comma', () => {
    const secrets = (value?: string) => gatewayEnvSchema.shape.STRIPE_WEBHOOK_SECRET.safeParse(value).data;
    expect(secrets('whsec_new')).toEqual(['whsec_new']);
    expect(secrets('whsec_new, whsec_old')).toEqual(['whsec_new', 'whsec_old']);
    expect(secrets(undefined)).toEqual(['whsec_callsheet_development']);
    expect(secrets('whsec_new,sk_live_wrong_variable')).toBeUndefined();
    expect(secrets('whsec_a,whsec_b,whsec_c')).toBeUndefined();
    expect(secrets('')).toBeUndefined();
  });
});
