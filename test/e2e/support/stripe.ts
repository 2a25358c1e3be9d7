import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { Json } from './api.js';

/** A Stripe event as Stripe's webhook would send it, about this object. */
export function stripeEvent(type: string, object: Json, created = Math.floor(Date.now() / 1000)): Json {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

export interface DeliveryOptions {
  /** Sign with another secret than the endpoint's. */
  secret?: string;
  /** Sign at another time (seconds). */
  timestamp?: number;
  /** Send these bytes instead of the event's JSON. */
  body?: string;
}

/**
 * POSTs events to the gateway's /webhooks/stripe as Stripe does: the exact bytes, signed with
 * stripe.webhooks.generateTestHeaderString and the endpoint's secret.
 */
export function stripeWebhookSender(base: string, secret: string) {
  const stripe = new Stripe('sk_test_123');
  return async (event: Json, options: DeliveryOptions = {}): Promise<{ status: number; body: Json }> => {
    const payload = options.body ?? JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? secret,
      timestamp: options.timestamp,
    });
    const response = await fetch(`${base}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
}
