import type { DescMessage } from '@bufbuild/protobuf';
import { Module, type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { Server } from 'node:http';
import { createLogger, NestPinoLogger, type Logger } from '../logging/index.js';
import { IdempotentConsumer, type EventHandler } from '../messaging/consumer/idempotent-consumer.js';
import { createKafka, kafkaClientConfig, orderedProducerConfig } from '../messaging/kafka.js';
import { OutboxRelay } from '../messaging/outbox/outbox.relay.js';
import { RpcEnvelopeInterceptor } from '../messaging/request-reply/rpc-envelope.interceptor.js';
import type { TransactionalSqlClient } from '../messaging/sql-client.js';
import { provisionTopics, requestReplyTopics, type TopicSpec } from '../messaging/topics.js';
import {
  databaseHealthCheck,
  kafkaConsumerGroupHealthCheck,
  kafkaHealthCheck,
} from '../observability/health-checks.js';
import type { HealthCheck } from '../observability/health.js';
import { Metrics } from '../observability/metrics.js';
import { startObservabilityServer } from '../observability/observability.server.js';
import { DATABASE, EVENT_PRODUCER, KAFKA, LOGGER, METRICS } from './runtime.tokens.js';
import type { ServiceEnv } from './service-env.js';

export interface ServiceDefinition {
  name: string;
  /** The service's root Nest module: its message handlers, command and query handlers. */
  module: Type<unknown> | DynamicModule;
  /** Request/reply patterns it answers (their topics and reply topics are provisioned). */
  patterns: readonly string[];
  /** Event topics it publishes to or consumes, with their DLQs (see `eventTopics`). */
  topics?: readonly TopicSpec[];
  /** Event handlers, each consumed exactly once in effect with retries and a DLQ. */
  eventHandlers?: (resolve: <T>(token: Type<T>) => T) => EventHandler<DescMessage>[];
  database: TransactionalSqlClient & { $disconnect(): Promise<void> };
  env: ServiceEnv;
  extraHealthChecks?: HealthCheck[];
}

export interface RunningService {
  app: INestMicroservice;
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * Starts a Kafka service the same way everywhere: provision its topics, start the Nest microservice
 * with the reply envelope, the outbox relay, the event consumers and the health/metrics server, and
 * stop all of it cleanly on SIGINT/SIGTERM.
 */
export async function runService(definition: ServiceDefinition): Promise<RunningService> {
  const { env, name, database } = definition;
  const logger = createLogger(name, env.LOG_LEVEL);
  const metrics = new Metrics(name);
  const kafka = createKafka(name, env.KAFKA_BROKERS, logger);

  await provisionTopics(kafka, [...requestReplyTopics(definition.patterns), ...(definition.topics ?? [])]);

  const producer = kafka.producer(orderedProducerConfig);
  await producer.connect();

  @Module({
    providers: [
      { provide: LOGGER, useValue: logger },
      { provide: METRICS, useValue: metrics },
      { provide: DATABASE, useValue: database },
      { provide: KAFKA, useValue: kafka },
      { provide: EVENT_PRODUCER, useValue: producer },
    ],
    exports: [LOGGER, METRICS, DATABASE, KAFKA, EVENT_PRODUCER],
  })
  class RuntimeModule {}
  const root: DynamicModule = { module: RuntimeModule, global: true, imports: [definition.module] };

  const app = await NestFactory.createMicroservice<MicroserviceOptions>(root, {
    logger: new NestPinoLogger(logger),
    transport: Transport.KAFKA,
    options: {
      client: kafkaClientConfig(name, env.KAFKA_BROKERS, logger),
      consumer: { groupId: name, allowAutoTopicCreation: false },
      producer: orderedProducerConfig,
      subscribe: { fromBeginning: false },
    },
  });
  app.useGlobalInterceptors(new RpcEnvelopeInterceptor(logger));
  await app.listen();

  const relay = new OutboxRelay({
    db: database,
    producer,
    databaseUrl: env.DATABASE_URL,
    logger,
    metrics,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
  });
  await relay.start();

  const consumers = (definition.eventHandlers?.((token) => app.get(token)) ?? []).map(
    (handler) =>
      new IdempotentConsumer({
        kafka,
        db: database,
        producer,
        handler,
        logger,
        metrics,
        maxAttempts: env.CONSUMER_MAX_ATTEMPTS,
        retryBackoffMs: env.CONSUMER_RETRY_BACKOFF_MS,
      }),
  );
  await Promise.all(consumers.map((consumer) => consumer.start()));

  const server: Server = await startObservabilityServer({
    port: env.HEALTH_PORT,
    host: env.HEALTH_HOST,
    checks: [
      databaseHealthCheck(database),
      kafkaHealthCheck(kafka),
      // Nest's Kafka server appends '-server' to the group id it is given.
      kafkaConsumerGroupHealthCheck(kafka, `${name}-server`),
      ...(definition.extraHealthChecks ?? []),
    ],
    metrics,
    logger,
  });
  logger.info({ healthPort: env.HEALTH_PORT, patterns: definition.patterns }, `${name} service ready`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info(`${name} service stopping`);
      server.close();
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      await relay.stop();
      await app.close();
      await producer.disconnect();
      await database.$disconnect();
    })());
  return { app, logger, stop };
}

/** Runs a service as a process: exits 1 with the reason if it cannot start, 0 after a clean stop. */
export function runServiceProcess(start: () => Promise<RunningService>): void {
  start()
    .then((service) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          service
            .stop()
            .then(() => process.exit(0))
            .catch((error: unknown) => {
              service.logger.error({ err: error }, 'unclean stop');
              process.exit(1);
            });
        });
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    });
}
