import { kafkaClientConfig, kafkaSecurity, type Logger } from '@callsheet/kernel';
import { Kafka, type KafkaConfig, type SASLOptions } from 'kafkajs';

/**
 * The Kafka client of the operators' routes (topics and lag, dead letters and their replay). On a
 * cluster it signs in as a KafkaUser of its own (`callsheet-ops`, KAFKA_OPS_USERNAME/_PASSWORD): the
 * gateway's user keeps only what request/reply and the webhook inbox need, and only this client may
 * read and delete dead letters, write them back to their topics and describe the services' groups
 * (k8s/base/kafka/users.yaml, scripts/ops/kafka-manifests.mjs). Without those variables (locally,
 * under Compose) it is the gateway's own client.
 */
export const OPS_KAFKA = Symbol('OpsKafka');

export interface OpsKafkaCredentials {
  username: string;
  password: string;
}

/**
 * The operators' client settings: the gateway's (brokers, TLS, retries, logging) with the operators'
 * user instead of the gateway's, by the same SASL mechanism.
 */
export function opsKafkaConfig(gateway: KafkaConfig, credentials: OpsKafkaCredentials): KafkaConfig {
  const sasl = gateway.sasl as { mechanism?: string } | undefined;
  if (!sasl?.mechanism) {
    // The environment schema refuses this first (gateway.env.ts); never fall back to an anonymous client.
    throw new Error('KAFKA_OPS_USERNAME needs KAFKA_SASL_MECHANISM');
  }
  return {
    ...gateway,
    sasl: { mechanism: sasl.mechanism, username: credentials.username, password: credentials.password } as SASLOptions,
  };
}

/** The operators' own client when their credentials are set, else the gateway's. */
export function createOpsKafka(
  gateway: Kafka,
  brokers: string[],
  credentials: OpsKafkaCredentials | undefined,
  logger: Logger,
): Kafka {
  if (!credentials) {
    if (kafkaSecurity().sasl) {
      // A cluster without KAFKA_OPS_*: the gateway's user may not read dead letters (nor see them).
      logger.warn(
        "KAFKA_OPS_USERNAME is not set: the operators' routes use the gateway's Kafka user, whose ACLs do not let them read or replay dead letters",
      );
    }
    return gateway;
  }
  return new Kafka(opsKafkaConfig(kafkaClientConfig('gateway-ops', brokers, logger), credentials));
}
