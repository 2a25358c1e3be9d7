import type { DescMessage } from '@bufbuild/protobuf';
import {
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type Type,
} from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import type { Kafka, Producer } from 'kafkajs';
import { createLogger, type Logger } from '../logging/index.js';
import { discoverEventConsumers } from '../messaging/consumer/event-consumer.decorator.js';
import { IdempotentConsumer } from '../messaging/consumer/idempotent-consumer.js';
import { createKafka, orderedProducerConfig } from '../messaging/kafka.js';
import { outboxBacklogMessages } from '../messaging/outbox/outbox-backlog.messages.js';
import { OutboxRelay } from '../messaging/outbox/outbox.relay.js';
import type { TransactionalSqlClient } from '../messaging/sql-client.js';
import { dlqTopic, provisionTopics, type TopicSpec } from '../messaging/topics.js';
import { KafkaOffsetsProbe, type ConsumerGroupTopics } from '../observability/kafka-offsets.probe.js';
import { Metrics } from '../observability/metrics.js';
import { DATABASE, EVENT_PRODUCER, KAFKA, LOGGER, METRICS } from './runtime.tokens.js';
import type { ServiceEnv } from './service-env.js';

export interface ServiceRuntimeOptions {
  name: string;
  /** The service's own root module: its message handlers, command and query handlers, event consumers. */
  module: Type<unknown> | DynamicModule;
  database: TransactionalSqlClient;
  env: ServiceEnv;
  /** Provisioned before anything connects (the broker never auto-creates topics). */
  topics?: readonly TopicSpec[];
  /** The logger the caller already uses (Nest's own log lines, the transport); made from `env` if absent. */
  logger?: Logger;
  /** The metrics the caller already counts in (the request/reply transport); made if absent. */
  metrics?: Metrics;
  /** The request/reply server's consumer group and request topics, whose lag /metrics reports too. */
  rpcGroup?: ConsumerGroupTopics;
}

const RUNTIME_OPTIONS = Symbol('ServiceRuntimeOptions');

/** What every module of the service injects: LOGGER, METRICS, DATABASE, KAFKA, EVENT_PRODUCER. */
@Module({})
class RuntimeProvidersModule {
  static of(options: ServiceRuntimeOptions): DynamicModule {
    const logger = options.logger ?? createLogger(options.name, options.env.LOG_LEVEL);
    const providers = [
      { provide: LOGGER, useValue: logger },
      { provide: METRICS, useValue: options.metrics ?? new Metrics(options.name) },
      { provide: DATABASE, useValue: options.database },
      {
        provide: KAFKA,
        useFactory: async () => {
          const kafka = createKafka(options.name, options.env.KAFKA_BROKERS, logger);
          await provisionTopics(kafka, options.topics ?? []);
          return kafka;
        },
      },
      {
        provide: EVENT_PRODUCER,
        useFactory: async (kafka: Kafka) => {
          const producer = kafka.producer(orderedProducerConfig);
          await producer.connect();
          return producer;
        },
        inject: [KAFKA],
      },
    ];
    return {
      module: RuntimeProvidersModule,
      global: true,
      providers,
      exports: [LOGGER, METRICS, DATABASE, KAFKA, EVENT_PRODUCER],
    };
  }
}

/**
 * Starts the outbox relay and one IdempotentConsumer per `@EventConsumer()` provider, and stops them.
 * It lives in the root module, whose hooks Nest runs last on bootstrap (after CQRS has registered the
 * command handlers the consumers call) and first on shutdown (no event is taken while the modules close).
 */
@Injectable()
class ServiceRuntime implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private relay: OutboxRelay | undefined;
  private consumers: IdempotentConsumer<DescMessage>[] = [];
  private offsets: KafkaOffsetsProbe | undefined;

  constructor(
    @Inject(RUNTIME_OPTIONS) private readonly options: ServiceRuntimeOptions,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(METRICS) private readonly metrics: Metrics,
    @Inject(KAFKA) private readonly kafka: Kafka,
    @Inject(EVENT_PRODUCER) private readonly producer: Producer,
    private readonly discovery: DiscoveryService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { database, env } = this.options;
    const handlers = discoverEventConsumers(this.discovery);
    this.relay = new OutboxRelay({
      db: database,
      producer: this.producer,
      databaseUrl: env.DATABASE_URL,
      logger: this.logger,
      metrics: this.metrics,
      pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    });
    await this.relay.start();
    this.consumers = handlers.map(
      (handler) =>
        new IdempotentConsumer({
          kafka: this.kafka,
          db: database,
          producer: this.producer,
          handler,
          logger: this.logger,
          metrics: this.metrics,
          maxAttempts: env.CONSUMER_MAX_ATTEMPTS,
          retryBackoffMs: env.CONSUMER_RETRY_BACKOFF_MS,
        }),
    );
    await Promise.all(this.consumers.map((consumer) => consumer.start()));
    this.logger.info({ consumers: handlers.map((handler) => handler.name) }, 'event consumers started');
    // /metrics: the lag of every group this process runs and the depth of its consumers' DLQs.
    const groups = handlers.map((handler) => ({ groupId: handler.name, topics: [handler.topic] }));
    this.offsets = new KafkaOffsetsProbe(
      this.kafka,
      this.options.rpcGroup ? [this.options.rpcGroup, ...groups] : groups,
      [...new Set(handlers.map((handler) => dlqTopic(handler.topic)))],
    );
    this.offsets.register(this.metrics);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.consumers.map((consumer) => consumer.stop()));
    await this.relay?.stop();
    await this.offsets?.close();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.producer.disconnect();
  }
}

/**
 * A Kafka service as a Nest application's root module: the runtime's providers for every module, the
 * service's own module, and, once all of it has bootstrapped, the outbox relay and the event consumers.
 * The database stays the caller's to disconnect (after the application has closed). The in-process
 * test app (`startServiceTestApp`) does not use it, so nothing consumes there.
 */
@Module({})
export class ServiceRuntimeModule {
  static forRoot(options: ServiceRuntimeOptions): DynamicModule {
    return {
      module: ServiceRuntimeModule,
      imports: [DiscoveryModule, RuntimeProvidersModule.of(options), options.module],
      // Every service answers its outbox backlog (outbox-backlog.messages.ts).
      controllers: [outboxBacklogMessages(options.name)],
      providers: [{ provide: RUNTIME_OPTIONS, useValue: options }, ServiceRuntime],
    };
  }
}
