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
    /** The platform's country and currency (spec section 9: USD). */
    PLATFORM_CURRENCY: z.literal('usd').default('usd'),
  });

export type PaymentsEnv = z.infer<typeof paymentsEnvSchema>;
