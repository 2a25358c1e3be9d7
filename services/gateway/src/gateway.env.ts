import { fileStorageEnvSchema, kafkaEnv, loggingEnv, port } from '@callsheet/kernel';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const gatewayEnvObject = z.object({
  ...kafkaEnv,
  ...loggingEnv,
  GATEWAY_PORT: port(3000),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  /**
   * How many proxies in front of the gateway to trust for X-Forwarded-For/-Proto (0: none, the default
   * when clients connect directly). Set it to the ingress's hop count behind a TLS-terminating proxy.
   */
  GATEWAY_TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Requests to the services under way at once, past which the gateway answers 503 `overloaded` with
   * Retry-After at once: beyond it a request would wait behind others longer than it is worth.
   */
  GATEWAY_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(256),
  /** Bearer token for the operator endpoints under /ops (queues and topics). */
  OPS_TOKEN: z.string().min(16, 'use at least 16 characters'),
  /**
   * The Kafka user of the operators' routes (/ops/topics, /ops/dead-letters): on a cluster the
   * `callsheet-ops` KafkaUser and its secret, by the same mechanism and TLS as the gateway's own user
   * (KAFKA_SASL_MECHANISM). Both or neither; without them (locally) those routes use the gateway's user.
   */
  KAFKA_OPS_USERNAME: z.string().min(1).optional(),
  KAFKA_OPS_PASSWORD: z.string().min(1).optional(),
  /** How long the gateway caches identity's feature configuration before asking again. */
  FEATURE_CONFIG_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** How clients reach the gateway: photo links are absolute, for <img> tags on the console's origin. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Signs photo and licence document links (each kind under a subject of its own: http/signed-links.ts).
   * Every gateway replica must share it; without one, a random key per process (links then last until
   * the gateway restarts, enough for development). While it is being rotated: the new and the old one
   * separated by a comma; links are signed with the first and either opens them (docs/operations.md).
   */
  PHOTO_LINK_SECRET: z
    .string()
    .default(() => randomBytes(32).toString('hex'))
    .transform((value) => value.split(',').map((secret) => secret.trim()))
    .pipe(z.array(z.string().min(32, 'use at least 32 characters for each secret')).min(1).max(2)),
  /**
   * Verifies Stripe's webhook signatures: the endpoint's signing secret (whsec_...), or, while it is being
   * rotated, the new and the old one separated by a comma (a signature made with either is accepted:
   * docs/operations.md, Rotate the Stripe webhook secret). The default is for development and tests only,
   * which sign their own events with it.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .default('whsec_callsheet_development')
    .transform((value) => value.split(',').map((secret) => secret.trim()))
    .pipe(z.array(z.string().startsWith('whsec_', 'each secret starts with whsec_')).min(1).max(2)),
  /** How old a signed webhook may be, in seconds (Stripe's default tolerance is 300). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Where payments' BullMQ queues live (the operators' queue board reads them), revoked sessions, the rate-limit counters and idempotency keys. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// URL' }).default('redis://127.0.0.1:6379'),
  /** The queues' Redis key prefix, the same as payments' BULLMQ_PREFIX. */
  BULLMQ_PREFIX: z.string().min(1).default('bull'),
  /**
   * The rate limit, requests per window counted in Redis across replicas. Per member on the signed-in
   * API: a console screen makes about five calls, so 300 a minute lets a member work quickly and stops a
   * script. Per client address for everything else (public routes, /api without a valid token): twice
   * that, because an office or a mobile carrier puts many people behind one address. The local stack and
   * the test harnesses, where every client is 127.0.0.1, lift both.
   */
  RATE_LIMIT_PER_MEMBER: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The counters' Redis key prefix: deployments sharing one Redis keep separate counters. */
  RATE_LIMIT_PREFIX: z.string().min(1).default('callsheet:rate-limit:'),
  /** How long the answer to a request sent with an Idempotency-Key is kept for its repeats (Stripe: a day). */
  IDEMPOTENCY_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(86_400),
  ...fileStorageEnvSchema.shape,
});

export const gatewayEnvSchema = gatewayEnvObject.superRefine(opsKafkaUser);

/** KAFKA_OPS_USERNAME and KAFKA_OPS_PASSWORD go together, and only beside a SASL mechanism. */
function opsKafkaUser(
  env: { KAFKA_OPS_USERNAME?: string; KAFKA_OPS_PASSWORD?: string; KAFKA_SASL_MECHANISM?: string },
  context: z.RefinementCtx,
): void {
  const { KAFKA_OPS_USERNAME: username, KAFKA_OPS_PASSWORD: password, KAFKA_SASL_MECHANISM: mechanism } = env;
  if (username && !password) {
    context.addIssue({ code: 'custom', path: ['KAFKA_OPS_PASSWORD'], message: 'KAFKA_OPS_USERNAME needs it' });
  }
  if (password && !username) {
    context.addIssue({ code: 'custom', path: ['KAFKA_OPS_USERNAME'], message: 'KAFKA_OPS_PASSWORD needs it' });
  }
  if ((username || password) && !mechanism) {
    context.addIssue({
      code: 'custom',
      path: ['KAFKA_SASL_MECHANISM'],
      message: "the operators' Kafka user (KAFKA_OPS_USERNAME) signs in by the gateway's mechanism",
    });
  }
}

/** The operators' Kafka user, when one is configured (ops/ops-kafka.ts). */
export function opsKafkaCredentials(env: GatewayEnv): { username: string; password: string } | undefined {
  return env.KAFKA_OPS_USERNAME && env.KAFKA_OPS_PASSWORD
    ? { username: env.KAFKA_OPS_USERNAME, password: env.KAFKA_OPS_PASSWORD }
    : undefined;
}

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
