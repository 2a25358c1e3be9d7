import { type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { MicroserviceOptions } from '@nestjs/microservices';
import type { Kafka } from 'kafkajs';
import type { Server } from 'node:http';
import { createLogger, NestPinoLogger, type Logger } from '../logging/index.js';
import { RpcEnvelopeInterceptor } from '../messaging/request-reply/rpc-envelope.interceptor.js';
import { RpcServer } from '../messaging/request-reply/rpc.server.js';
import type { TransactionalSqlClient } from '../messaging/sql-client.js';
import { requestTopic, requestTopics, type TopicSpec } from '../messaging/topics.js';
import {
  databaseHealthCheck,
  kafkaConsumerGroupHealthCheck,
  kafkaHealthCheck,
} from '../observability/health-checks.js';
import type { HealthCheck } from '../observability/health.js';
import { Metrics } from '../observability/metrics.js';
import { startObservabilityServer } from '../observability/observability.server.js';
import { startTracing } from '../observability/tracing.js';
import { KAFKA } from './runtime.tokens.js';
import type { ServiceEnv } from './service-env.js';
import { ServiceRuntimeModule } from './service-runtime.module.js';

export interface ServiceDefinition {
  name: string;
  /** The service's root Nest module: its message handlers, command and query handlers, `@EventConsumer()`s. */
  module: Type<unknown> | DynamicModule;
  /** Request/reply patterns it answers (their topics and reply topics are provisioned). */
  patterns: readonly string[];
  /** Event topics it publishes to or consumes, with their DLQs (see `eventTopics`). */
  topics?: readonly TopicSpec[];
  database: TransactionalSqlClient & { $disconnect(): Promise<void> };
  env: ServiceEnv;
  extraHealthChecks?: HealthCheck[];
  /** The process's metrics, when the service measures in them before it starts (payments' Stripe client). */
  metrics?: Metrics;
}

export interface RunningService {
  app: INestMicroservice;
  logger: Logger;
  stop(): Promise<void>;
}

/**
 * Starts a Kafka service the same way everywhere: ServiceRuntimeModule (topics, the outbox relay, the
 * event consumers) around the service's module, served as a Nest microservice with the reply envelope,
 * plus the health/metrics server; `stop` closes all of it and then the database.
 */
export async function runService(definition: ServiceDefinition): Promise<RunningService> {
  const { env, name, database } = definition;
  // Before anything runs: when tracing is configured, every request and event handled is traced.
  const tracing = await startTracing({ service: name });
  const logger = createLogger(name, env.LOG_LEVEL);
  const metrics = definition.metrics ?? new Metrics(name);
  const rpcServer = new RpcServer({ name, brokers: env.KAFKA_BROKERS, logger, metrics });
  const root = ServiceRuntimeModule.forRoot({
    name,
    module: definition.module,
    database,
    env,
    topics: [...requestTopics(definition.patterns), ...(definition.topics ?? [])],
    logger,
    metrics,
    rpcGroup: { groupId: rpcServer.groupId, topics: [...new Set(definition.patterns.map(requestTopic))] },
  });

  const app = await NestFactory.createMicroservice<MicroserviceOptions>(root, {
    logger: new NestPinoLogger(logger),
    // A start-up failure (Kafka unreachable while provisioning) is thrown to the caller, not an abort.
    abortOnError: false,
    strategy: rpcServer,
  });
  app.useGlobalInterceptors(new RpcEnvelopeInterceptor(logger));
  // The providers made the topics (KAFKA provisions them); RpcServer anchors its group and joins here.
  await app.listen();
  const kafka = app.get<Kafka>(KAFKA);

  const server: Server = await startObservabilityServer({
    port: env.HEALTH_PORT,
    host: env.HEALTH_HOST,
    checks: [
      databaseHealthCheck(database),
      kafkaHealthCheck(kafka),
      kafkaConsumerGroupHealthCheck(kafka, rpcServer.groupId),
      ...(definition.extraHealthChecks ?? []),
    ],
    metrics,
    logger,
  });
  logger.info(
    { healthPort: env.HEALTH_PORT, patterns: definition.patterns, tracing: tracing !== undefined },
    `${name} service ready`,
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      logger.info(`${name} service stopping`);
      server.close();
      await app.close();
      await database.$disconnect();
      await tracing?.shutdown();
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
