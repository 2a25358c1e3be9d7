import { serviceEnvSchema } from '@callsheet/kernel';
import { z } from 'zod';
import { SHIPPED_CONFIG_FILE } from './feature-config/feature-config.source.js';
import { REQUESTS_PER_ADDRESS, MAILS_PER_EMAIL } from './user/public-mail-limits.js';

export const identityEnvSchema = serviceEnvSchema(3001).extend({
  PUBLIC_CONFIG_FILE: z.string().default(SHIPPED_CONFIG_FILE),
  /** Stripe Connect account type: express in production, custom in development (spec section 9). */
  STRIPE_CONNECT_MODE: z.enum(['express', 'custom']).default('custom'),
  /** Verification and reset mails go out over SMTP (MailDev locally). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// URL' }).default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().min(3).default('Callsheet <no-reply@callsheet.local>'),
  /** The console's address: links in mails point there. */
  APP_URL: z.url().default('http://localhost:5173'),
  /** Revoked sessions (read by the gateway on every request) and the counters of the public mail limits. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// URL' }).default('redis://127.0.0.1:6379'),
  /** Sign-up, forgot-password and resend-verification requests per client address per 10 minutes. */
  PUBLIC_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(REQUESTS_PER_ADDRESS),
  /** Requests naming the same email (each may send it a mail) per hour. */
  PUBLIC_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(MAILS_PER_EMAIL),
});

export type IdentityEnv = z.infer<typeof identityEnvSchema>;
