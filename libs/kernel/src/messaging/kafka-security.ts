import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * How every Kafka client of a process connects: plaintext and anonymous locally (none of these
 * variables set), TLS and a SCRAM user on a cluster (k8s/: Strimzi's TLS listener, one KafkaUser per
 * service with its ACLs). Part of every service's environment schema (`kafkaEnv`), so a wrong value
 * stops the service at start-up with the variable's name; the clients read it once through
 * `kafkaSecurity()`, kafkajs (events, administration) and @platformatic/kafka (request/reply) alike.
 */
export const kafkaSecurityEnv = {
  KAFKA_SASL_MECHANISM: z.enum(['scram-sha-512', 'scram-sha-256', 'plain']).optional(),
  KAFKA_SASL_USERNAME: z.string().min(1).optional(),
  KAFKA_SASL_PASSWORD: z.string().min(1).optional(),
  /** TLS to the brokers; implied by a CA file. */
  KAFKA_TLS: z.stringbool().default(false),
  /** The brokers' CA (PEM), e.g. Strimzi's cluster CA mounted from `<cluster>-cluster-ca-cert`. */
  KAFKA_TLS_CA_FILE: z.string().min(1).optional(),
};

const kafkaSecuritySchema = z
  .object(kafkaSecurityEnv)
  .refine(
    (env) => !env.KAFKA_SASL_MECHANISM || (env.KAFKA_SASL_USERNAME && env.KAFKA_SASL_PASSWORD),
    'KAFKA_SASL_MECHANISM needs KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD',
  );

export interface KafkaSecurity {
  /** TLS options (the CA when one is configured); undefined for plaintext. */
  tls?: { ca?: string };
  sasl?: { mechanism: 'scram-sha-512' | 'scram-sha-256' | 'plain'; username: string; password: string };
}

/** Reads the security settings from an environment; throws naming the variable that is wrong. */
export function readKafkaSecurity(env: Record<string, string | undefined>): KafkaSecurity {
  const parsed = kafkaSecuritySchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Kafka security: ${issue?.path.join('.') || ''} ${issue?.message ?? 'invalid'}`.trim());
  }
  const value = parsed.data;
  const tls =
    value.KAFKA_TLS || value.KAFKA_TLS_CA_FILE
      ? { ...(value.KAFKA_TLS_CA_FILE ? { ca: readFileSync(value.KAFKA_TLS_CA_FILE, 'utf8') } : {}) }
      : undefined;
  const sasl = value.KAFKA_SASL_MECHANISM
    ? {
        mechanism: value.KAFKA_SASL_MECHANISM,
        username: value.KAFKA_SASL_USERNAME!,
        password: value.KAFKA_SASL_PASSWORD!,
      }
    : undefined;
  return { ...(tls ? { tls } : {}), ...(sasl ? { sasl } : {}) };
}

let processSecurity: KafkaSecurity | undefined;

/** This process's settings, read from its environment on first use. */
export function kafkaSecurity(): KafkaSecurity {
  processSecurity ??= readKafkaSecurity(process.env);
  return processSecurity;
}

/** The same settings in @platformatic/kafka's terms (its mechanism names are upper case). */
export function platformaticSecurity(security: KafkaSecurity = kafkaSecurity()): {
  tls?: { ca?: string };
  sasl?: { mechanism: 'SCRAM-SHA-512' | 'SCRAM-SHA-256' | 'PLAIN'; username: string; password: string };
} {
  return {
    ...(security.tls ? { tls: security.tls } : {}),
    ...(security.sasl
      ? {
          sasl: {
            mechanism: security.sasl.mechanism.toUpperCase() as 'SCRAM-SHA-512' | 'SCRAM-SHA-256' | 'PLAIN',
            username: security.sasl.username,
            password: security.sasl.password,
          },
        }
      : {}),
  };
}
