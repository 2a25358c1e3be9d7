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

/** Redis is ready when it answers PING (any client with a `ping` method: ioredis, BullMQ's connection). */
export function redisHealthCheck(redis: { ping(): Promise<string> }): HealthCheck {
  return { name: 'redis', check: () => redis.ping() };
}
