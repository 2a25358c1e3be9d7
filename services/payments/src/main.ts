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
  redisHealthCheck,
  runService,
  runServiceProcess,
} from '@callsheet/kernel';
import { Redis } from 'ioredis';
import { ACCOUNT_EVENT_HANDLERS } from './account/account.module.js';
import { createPaymentsDatabase } from './database/payments.database.js';
import { INVOICE_EVENT_HANDLERS } from './invoice/invoice.module.js';
import { paymentsEnvSchema } from './payments.env.js';
import { PaymentsModule } from './payments.module.js';
import { REPORT_EVENT_HANDLERS } from './report/report.module.js';
import { createStripeClient } from './stripe/stripe.client.js';
import { WEBHOOK_EVENT_HANDLERS } from './webhook/webhook.module.js';

runServiceProcess(async () => {
  const env = loadConfig(paymentsEnvSchema);
  // BullMQ needs maxRetriesPerRequest: null; the same connection answers the readiness probe.
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: null, lazyConnect: true });
  await redis.connect();
  const service = await runService({
    name: 'payments',
    module: PaymentsModule.forRoot({ env, redis, stripe: createStripeClient(env), storage: createFileStorage(env) }),
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
    eventHandlers: (resolve) =>
      [...ACCOUNT_EVENT_HANDLERS, ...INVOICE_EVENT_HANDLERS, ...REPORT_EVENT_HANDLERS, ...WEBHOOK_EVENT_HANDLERS].map(
        (handler) => resolve(handler),
      ),
  });
  return { ...service, stop: () => service.stop().finally(() => redis.disconnect()) };
});
