import type { Kafka } from 'kafkajs';
import type { SqlClient } from '../messaging/sql-client.js';
import type { HealthCheck } from './health.js';

export function databaseHealthCheck(db: SqlClient): HealthCheck {
  return { name: 'database', check: () => Promise.resolve(db.$queryRaw`SELECT 1`) };
}

/** Kafka is ready when the cluster answers a metadata request. A fresh admin client per probe keeps it honest. */
export function kafkaHealthCheck(kafka: Kafka): HealthCheck {
  return {
    name: 'kafka',
    check: async () => {
      const admin = kafka.admin({ retry: { retries: 0 } });
      try {
        await admin.connect();
        await admin.describeCluster();
      } finally {
        await admin.disconnect();
      }
    },
  };
}

/**
 * A request/reply consumer is ready once its group has joined and holds partitions: before that,
 * requests wait unanswered and time out (the first calls after a start on a fresh cluster did).
 */
export function kafkaConsumerGroupHealthCheck(kafka: Kafka, groupId: string): HealthCheck {
  return {
    name: `kafka consumer group ${groupId}`,
    check: async () => {
      const admin = kafka.admin({ retry: { retries: 0 } });
      try {
        await admin.connect();
        const { groups } = await admin.describeGroups([groupId]);
        const group = groups[0];
        if (group?.state !== 'Stable' || group.members.length === 0) {
          throw new Error(`consumer group ${groupId} is ${group?.state ?? 'unknown'}, not yet serving`);
        }
      } finally {
        await admin.disconnect();
      }
    },
  };
}

/** Redis is ready when it answers PING (any client with a `ping` method: ioredis, BullMQ's connection). */
export function redisHealthCheck(redis: { ping(): Promise<string> }): HealthCheck {
  return { name: 'redis', check: () => redis.ping() };
}
