import type { Metrics } from '@callsheet/kernel';
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentsEnv } from '../payments.env.js';
import { measuredStripeHttpClient } from './stripe-http-client.js';

/** The Nest token of the configured Stripe SDK client. */
export const STRIPE = Symbol('STRIPE');

/**
 * The Stripe SDK against Stripe (production) or stripe-mock (STRIPE_API_URL, locally and in tests); with
 * `metrics`, every call is measured and traced (stripe-http-client.ts).
 */
export function createStripeClient(
  env: Pick<PaymentsEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
  metrics?: Metrics,
): Stripe {
  const url = new URL(env.STRIPE_API_URL);
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    // Our own retries (BullMQ, Kafka redelivery) reuse the idempotency key; the SDK's retry does too.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'callsheet-payments' },
    ...(metrics ? { httpClient: measuredStripeHttpClient(metrics) } : {}),
  });
}

/**
 * The idempotency key of a Stripe write: derived from the command that causes it (its id and the step),
 * so a retried command repeats the same request and Stripe answers it once (keys are kept 24 hours).
 */
export function idempotencyKey(commandId: string, step: string): string {
  return createHash('sha256').update(`${commandId}:${step}`).digest('hex').slice(0, 48);
}
