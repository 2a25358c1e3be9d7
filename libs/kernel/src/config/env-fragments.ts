import { z } from 'zod';
import { kafkaSecurityEnv } from '../messaging/kafka-security.js';

/** Reusable pieces of every service's environment schema. */
export const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

export const kafkaEnv = {
  KAFKA_BROKERS: z
    .string()
    .default('127.0.0.1:9092')
    .transform((value) => value.split(',').map((broker) => broker.trim()))
    .pipe(z.array(z.string().regex(/^[\w.-]+:\d+$/, 'expected host:port[,host:port]')).min(1)),
  /** How long the gateway waits for a reply before answering 504. */
  KAFKA_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** TLS and SASL (none locally; a cluster's TLS listener with SCRAM users in k8s/). */
  ...kafkaSecurityEnv,
};

export const databaseEnv = {
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgresql:// URL' }),
};

export const loggingEnv = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

export const messagingEnv = {
  /** Attempts an event handler gets before its message goes to `<topic>.dlq`. */
  CONSUMER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  CONSUMER_RETRY_BACKOFF_MS: z.coerce.number().int().min(0).default(200),
  // The relay is woken by NOTIFY on commit; the poll only covers a lost LISTEN connection.
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
};
