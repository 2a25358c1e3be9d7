import { testDatabaseUrl } from '@callsheet/testing';
import { createLogger, DATABASE, LOGGER, LocalDiskStorage, METRICS, Metrics } from '@callsheet/kernel';
import { Global, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Redis } from 'ioredis';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPaymentsDatabase, type PaymentsDatabase } from '../src/database/payments.database.js';
import { paymentsEnvSchema, type PaymentsEnv } from '../src/payments.env.js';
import { PaymentsModule } from '../src/payments.module.js';
import { createStripeClient } from '../src/stripe/stripe.client.js';

/**
 * The payments service in-process for integration tests: its modules against the real test database,
 * Redis and stripe-mock (STRIPE_API_URL), without the Kafka transport, so a test calls command and
 * query handlers, event handlers and workers directly. Each test file gets its own Redis key prefix
 * (BULLMQ_PREFIX) and file directory so files run side by side.
 */
export interface PaymentsTestApp {
  app: INestApplicationContext;
  db: PaymentsDatabase;
  redis: Redis;
  env: PaymentsEnv;
  close(): Promise<void>;
}

export async function startPaymentsTestApp(overrides: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const env = paymentsEnvSchema.parse({
    DATABASE_URL: testDatabaseUrl('callsheet_payments'),
    KAFKA_BROKERS: '127.0.0.1:9092',
    LOG_LEVEL: 'warn',
    FILE_STORAGE_DIR: mkdtempSync(join(tmpdir(), 'payments-test-')),
    ...overrides,
  });
  const db = createPaymentsDatabase(env.DATABASE_URL);
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  const logger = createLogger('payments-test', env.LOG_LEVEL);

  @Global()
  @Module({
    providers: [
      { provide: DATABASE, useValue: db },
      { provide: LOGGER, useValue: logger },
      { provide: METRICS, useValue: new Metrics('payments-test') },
    ],
    exports: [DATABASE, LOGGER, METRICS],
  })
  class TestRuntimeModule {}

  @Module({
    imports: [
      TestRuntimeModule,
      PaymentsModule.forRoot({
        env,
        redis,
        stripe: createStripeClient(env),
        storage: new LocalDiskStorage(env.FILE_STORAGE_DIR),
      }),
    ],
  })
  class TestModule {}

  const app = await NestFactory.createApplicationContext(TestModule, { logger: false });
  await app.init();
  return {
    app,
    db,
    redis,
    env,
    close: async () => {
      await app.close();
      await db.$disconnect();
      redis.disconnect();
    },
  };
}
