import { serviceEnvSchema } from '@callsheet/kernel';
import { z } from 'zod';

export const paymentsEnvSchema = serviceEnvSchema(3005).extend({
  /** BullMQ queues (invoice finalization, transfer reports) live in Redis. */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// URL' }).default('redis://127.0.0.1:6379'),
});
