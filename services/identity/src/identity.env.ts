import { serviceEnvSchema } from '@callsheet/kernel';
import { z } from 'zod';
import { SHIPPED_CONFIG_FILE } from './feature-config/feature-config.source.js';

export const identityEnvSchema = serviceEnvSchema(3001).extend({
  PUBLIC_CONFIG_FILE: z.string().default(SHIPPED_CONFIG_FILE),
  /** Stripe Connect account type: express in production, custom in development (spec section 9). */
  STRIPE_CONNECT_MODE: z.enum(['express', 'custom']).default('custom'),
  /** Verification and reset mails go out over SMTP (MailDev locally). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// URL' }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Callsheet <no-reply@callsheet.local>'),
  /** The console's address: links in mails point there. */
  APP_URL: z.url().default('http://localhost:5173'),
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;
