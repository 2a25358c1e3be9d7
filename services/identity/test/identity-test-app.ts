import { kafkaBrokers, startServiceTestApp, testDatabaseUrl } from '@callsheet/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createIdentityDatabase, type IdentityDatabase } from '../src/database/identity.database.js';
import { identityEnvSchema, type IdentityEnv } from '../src/identity.env.js';
import { identityModule } from '../src/identity.service.js';

/**
 * The identity service in-process (the medium test tier, `startServiceTestApp`), built as its main.ts
 * builds it, against the real test database, Redis and the mail catcher (SMTP 127.0.0.1:1025). Every
 * Redis key goes under a prefix of this app's own, so test files run side by side, and `close` removes
 * only those keys.
 */
export interface IdentityTestApp {
  app: INestApplicationContext;
  db: IdentityDatabase;
  /** Redis as identity sees it: keys are read without the prefix (`revokedSessionKey(sid)`). */
  redis: Redis;
  commands: CommandBus;
  queries: QueryBus;
  env: IdentityEnv;
  close(): Promise<void>;
}

export async function startIdentityTestApp(overrides: Record<string, string> = {}): Promise<IdentityTestApp> {
  const env = identityEnvSchema.parse({
    DATABASE_URL: testDatabaseUrl('callsheet_identity'),
    KAFKA_BROKERS: kafkaBrokers.join(','),
    LOG_LEVEL: 'warn',
    ...overrides,
  });
  const keyPrefix = `identity-test:${randomUUID()}:`;
  // As createIdentityRedis makes it, with this app's key prefix.
  const redis = new Redis(env.REDIS_URL, { keyPrefix, maxRetriesPerRequest: 1, commandTimeout: 2_000 });
  redis.on('error', () => undefined);
  const { app, db, close } = await startServiceTestApp({
    name: 'identity',
    database: createIdentityDatabase(env.DATABASE_URL),
    module: identityModule(env, redis),
    onClose: async () => {
      // A test of Redis being away has no keys to remove.
      if (redis.status === 'ready') {
        await deleteKeysUnder(redis, keyPrefix);
      }
      redis.disconnect();
    },
  });
  return { app, db, redis, commands: app.get(CommandBus), queries: app.get(QueryBus), env, close };
}

/** SCAN patterns are not prefixed by ioredis, DEL keys are: match with the prefix, delete without it. */
async function deleteKeysUnder(redis: Redis, keyPrefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
    if (keys.length > 0) {
      await redis.del(...keys.map((key) => key.slice(keyPrefix.length)));
    }
    cursor = next;
  } while (cursor !== '0');
}

/** Identity with Redis out of reach, for what it answers when Redis is away (503, nothing changed). */
export function startIdentityTestAppWithoutRedis(): Promise<IdentityTestApp> {
  return startIdentityTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
}
