import { PatternsByService } from '@callsheet/contracts';
import { loadConfig, redisHealthCheck, runService, runServiceProcess } from '@callsheet/kernel';
import { Redis } from 'ioredis';
import { createPaymentsDatabase } from './database/payments.database.js';
import { paymentsEnvSchema } from './payments.env.js';
import { PaymentsModule } from './payments.module.js';

runServiceProcess(async () => {
  const env = loadConfig(paymentsEnvSchema);
  // BullMQ needs maxRetriesPerRequest: null; the same connection answers the readiness probe.
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: true });
  await redis.connect();
  const service = await runService({
    name: 'payments',
    module: PaymentsModule,
    patterns: PatternsByService.payments,
    database: createPaymentsDatabase(env.DATABASE_URL),
    env,
    extraHealthChecks: [redisHealthCheck(redis)],
  });
  return { ...service, stop: () => service.stop().finally(() => redis.disconnect()) };
});
