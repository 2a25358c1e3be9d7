import { fileStorageEnvSchema, serviceEnvSchema } from '@callsheet/kernel';
import { z } from 'zod';

export const paymentsEnvSchema = serviceEnvSchema(3005)
  .extend(fileStorageEnvSchema.shape)
  .extend({
    /** BullMQ queues (invoice finalization, transfer reports) live in Redis. */
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// URL' }).default('redis://127.0.0.1:6379'),
    /** sk_test_... against stripe-mock and Stripe's test mode, sk_live_... in production. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'expected a Stripe secret key')
      .default('sk_test_123'),
    /**
     * Where the Stripe API is: https://api.stripe.com in production, stripe-mock locally and in tests
     * (scripts/infra: http://127.0.0.1:12111).
     */
    STRIPE_API_URL: z.url().default('http://127.0.0.1:12111'),
    /** Spec section 9: express connected accounts in production, custom in development. */
    STRIPE_CONNECT_ACCOUNT_TYPE: z.enum(['express', 'custom']).default('custom'),
    /**
     * Where Stripe's hosted onboarding (Account Links, express accounts) sends the member back: return_url
     * when they leave or finish it, refresh_url when the link has expired or was used (the console then
     * asks for a new one). The console's account page by default.
     */
    STRIPE_ONBOARDING_RETURN_URL: z
      .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
      .default('http://localhost:5173/account?stripe=return'),
    STRIPE_ONBOARDING_REFRESH_URL: z
      .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
      .default('http://localhost:5173/account?stripe=refresh'),
    /** The platform's country and currency (spec section 9: USD). */
    PLATFORM_CURRENCY: z.literal('usd').default('usd'),
    /** BullMQ's Redis key prefix (tests give each file its own). */
    BULLMQ_PREFIX: z.string().min(1).default('bull'),
    /** Whether this process runs the queue workers (invoice-finalization, transfer-report). */
    BULLMQ_WORKERS: z.stringbool().default(true),
    /** A job's lock lasts this long and is renewed at half of it; a dead worker's job is free after it. */
    BULLMQ_LOCK_DURATION_MS: z.coerce.number().int().min(100).default(30_000),
    /** How often a worker looks for stalled jobs (held by a worker that died) and puts them back. */
    BULLMQ_STALLED_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
    /**
     * First retry delay of a failed queue job (a finalization: 5 attempts; a transfer run: 12), doubling
     * each attempt.
     */
    BULLMQ_BACKOFF_MS: z.coerce.number().int().min(1).default(10_000),
    /** Rows per keyset batch the transfer-report worker reads (memory stays flat whatever the report size). */
    TRANSFER_REPORT_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(2_000),
  });

export type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;
