import { serviceEnvSchema } from '@callsheet/kernel';
import { z } from 'zod';
import { SHIPPED_CONFIG_FILE } from './feature-config/feature-config.source.js';

export const identityEnvSchema = serviceEnvSchema(3001).extend({
  PUBLIC_CONFIG_FILE: z.string().default(SHIPPED_CONFIG_FILE),
  /** Stripe Connect account type: express in production, custom in development (spec section 9). */
  STRIPE_CONNECT_MODE: z.enum(['express', 'custom']).default('custom'),
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;
