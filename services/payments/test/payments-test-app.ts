import { LocalDiskStorage } from '@callsheet/kernel';
import { sharedTestApp, startServiceTestApp, testDatabaseUrl } from '@callsheet/testing';
import { afterEach, jest } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { Redis } from 'ioredis';
import type Stripe from 'stripe';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPaymentsDatabase, type PaymentsDatabase } from '../src/database/payments.database.js';
import { paymentsEnvSchema, type PaymentsEnv } from '../src/payments.env.js';
import { PaymentsModule } from '../src/payments.module.js';
import { createStripeClient, STRIPE } from '../src/stripe/stripe.client.js';

/**
 * The payments service in-process (the kernel's medium test tier, `startServiceTestApp`) against the
 * real test database, Redis and stripe-mock (STRIPE_API_URL), so a test calls command and query
 * handlers, event handlers and workers directly. Each test file gets its own Redis key prefix
 * (BULLMQ_PREFIX) and file directory so files run side by side.
 */
export interface PaymentsTestApp {
  app: INestApplicationContext;
  db: PaymentsDatabase;
  redis: Redis;
  env: PaymentsEnv;
  /** The app's Stripe client (stripe-mock), for spying on its calls. */
  stripe: Stripe;
  commands: CommandBus;
  queries: QueryBus;
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
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null });
  const { app, db, close } = await startServiceTestApp({
    name: 'payments',
    database: createPaymentsDatabase(env.DATABASE_URL),
    module: PaymentsModule.forRoot({
      env,
      redis,
      stripe: createStripeClient(env),
      storage: new LocalDiskStorage(env.FILE_STORAGE_DIR),
    }),
    onClose: () => redis.disconnect(),
  });
  return {
    app,
    db,
    redis,
    env,
    stripe: app.get<Stripe>(STRIPE),
    commands: app.get(CommandBus),
    queries: app.get(QueryBus),
    close,
  };
}

/**
 * The app one spec file's tests share (started before the first, closed after the last), with every
 * spy on its Stripe client restored after each test.
 */
export function usePaymentsTestApp(overrides: Record<string, string> = {}): PaymentsTestApp {
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return sharedTestApp(() => startPaymentsTestApp(overrides));
}
