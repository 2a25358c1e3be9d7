import {
  ConnectionsTopics,
  IdentityTopics,
  PatternsByService,
  PaymentsTopics,
  StripeTopics,
} from '@callsheet/contracts';
import {
  createFileStorage,
  eventTopics,
  loadConfig,
  Metrics,
  redisHealthCheck,
  runService,
  runServiceProcess,
} from '@callsheet/kernel';
import { Redis } from 'ioredis';
import { createPaymentsDatabase } from './database/payments.database.js';
import { paymentsEnvSchema } from './payments.env.js';
import { PaymentsModule } from './payments.module.js';
import { createStripeClient } from './stripe/stripe.client.js';

runServiceProcess(async () => {
  const env = loadConfig(paymentsEnvSchema);
  // BullMQ needs maxRetriesPerRequest: null; the same connection answers the readiness probe.
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: true });
  await redis.connect();
  // Made here: the Stripe client measures its calls in it (runService serves it at /metrics).
  const metrics = new Metrics('payments');
  const service = await runService({
    name: 'payments',
    metrics,
    module: PaymentsModule.forRoot({
      env,
      redis,
      stripe: createStripeClient(env, metrics),
      storage: createFileStorage(env),
    }),
    patterns: PatternsByService.payments,
    // Its own topics and the ones it consumes: a fresh broker has none until someone provisions them.
    topics: [
      ...Object.values(PaymentsTopics),
      StripeTopics.webhookEvents,
      IdentityTopics.accountEvents,
      ConnectionsTopics.applicationEvents,
    ].flatMap((topic) => eventTopics(topic)),
    database: createPaymentsDatabase(env.DATABASE_URL),
    env,
    extraHealthChecks: [redisHealthCheck(redis)],
  });
  return { ...service, stop: () => service.stop().finally(() => redis.disconnect()) };
});
