import { Kafka, logLevel, Partitioners, type KafkaConfig, type LogEntry, type SASLOptions } from 'kafkajs';
import type { Logger } from '../logging/index.js';
import { fixKafkajsIdleLoop } from './kafkajs-idle-loop.js';
import { kafkaSecurity } from './kafka-security.js';

// Every kafkajs client of a process is made with these helpers: fix kafkajs' idle timer loop first.
fixKafkajsIdleLoop();

const levelNames: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** kafkajs client options shared by every producer, consumer and admin client of a process. */
export function kafkaClientConfig(clientId: string, brokers: string[], logger: Logger): KafkaConfig {
  return {
    clientId,
    brokers,
    connectionTimeout: 3000,
    // kafkajs logs at INFO on every group join; WARN keeps the logs readable.
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log }: LogEntry) => {
        const { message, ...details } = log;
        logger[levelNames[level] ?? 'info']({ kafka: details }, message);
      },
    // Bounded so that a relay batch fails (and is retried later) within seconds while Kafka is down.
    retry: { initialRetryTime: 200, maxRetryTime: 5000, retries: 5 },
    ...kafkajsSecurity(),
  };
}

/** TLS and SASL from the environment (kafka-security.ts), in kafkajs' terms; nothing locally. */
function kafkajsSecurity(): Pick<KafkaConfig, 'ssl' | 'sasl'> {
  const { tls, sasl } = kafkaSecurity();
  return {
    ...(tls ? { ssl: tls.ca ? { ca: [tls.ca] } : true } : {}),
    // kafkajs types each mechanism apart; the union of the three is one of them.
    ...(sasl ? { sasl: sasl as SASLOptions } : {}),
  };
}

export function createKafka(clientId: string, brokers: string[], logger: Logger): Kafka {
  return new Kafka(kafkaClientConfig(clientId, brokers, logger));
}

/**
 * The producer settings every publisher uses: one request in flight, so a retried batch cannot
 * overtake the next and per-key order holds. Not kafkajs' idempotent mode: it wants unbounded
 * retries, while the outbox already gives at-least-once delivery and consumers deduplicate.
 */
export const orderedProducerConfig = {
  idempotent: false,
  maxInFlightRequests: 1,
  allowAutoTopicCreation: false,
  createPartitioner: Partitioners.DefaultPartitioner,
} as const;
