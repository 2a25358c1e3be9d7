import { KAFKA, LOGGER, type Logger } from '@callsheet/kernel';
import { Module, type DynamicModule } from '@nestjs/common';
import type { Kafka } from 'kafkajs';
import { Redis } from 'ioredis';
import { OperatorGuard } from './access/operator.guard.js';
import { DeadLetterDesk, OPS_REDIS } from './dead-letters/dead-letter-desk.js';
import { DeadLettersController } from './dead-letters/dead-letters.controller.js';
import { createOpsKafka, OPS_KAFKA, type OpsKafkaCredentials } from './ops-kafka.js';
import { OPS_TOKEN } from './ops-token.guard.js';
import { OutboxController } from './outbox/outbox.controller.js';
import { OutboxMonitor } from './outbox/outbox-monitor.js';
import { openOpsQueues, OPS_QUEUES, QueueCatalog } from './queues/queue-catalog.js';
import { QueuesController } from './queues/queues.controller.js';
import { TopicCatalog } from './topics/topic-catalog.js';
import { TopicsController } from './topics/topics.controller.js';

export interface OpsSettings {
  opsToken: string;
  redisUrl: string;
  /** payments' BullMQ key prefix. */
  bullPrefix: string;
  kafkaBrokers: string[];
  /** The operators' own Kafka user (ops-kafka.ts); the gateway's client when undefined. */
  kafkaUser: OpsKafkaCredentials | undefined;
}

/**
 * The operators' routes (/ops): payments' queues, Kafka topics and lag, dead letters and their replay,
 * each service's outbox backlog; for the operators' token or a platform operator (access/operator-auth.ts).
 */
@Module({})
export class OpsModule {
  static register(settings: OpsSettings): DynamicModule {
    return {
      module: OpsModule,
      controllers: [QueuesController, TopicsController, DeadLettersController, OutboxController],
      providers: [
        { provide: OPS_TOKEN, useValue: settings.opsToken },
        {
          provide: OPS_KAFKA,
          inject: [KAFKA, LOGGER],
          useFactory: (gateway: Kafka, logger: Logger) =>
            createOpsKafka(gateway, settings.kafkaBrokers, settings.kafkaUser, logger),
        },
        { provide: OPS_QUEUES, useFactory: () => openOpsQueues(settings.redisUrl, settings.bullPrefix) },
        {
          provide: OPS_REDIS,
          useFactory: () => {
            const redis = new Redis(settings.redisUrl, {
              maxRetriesPerRequest: 1,
              commandTimeout: 2_000,
              connectionName: 'gateway-ops-replays',
            });
            redis.on('error', () => undefined); // a request that needs it fails on its own; ioredis reconnects
            return redis;
          },
        },
        OperatorGuard,
        QueueCatalog,
        TopicCatalog,
        DeadLetterDesk,
        OutboxMonitor,
      ],
      // /metrics on the gateway answers to the same operator token; the queue board shows the same queues.
      exports: [OPS_TOKEN, OPS_QUEUES],
    };
  }
}
