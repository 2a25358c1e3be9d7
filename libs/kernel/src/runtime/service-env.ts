import { z } from 'zod';
import { databaseEnv, kafkaEnv, loggingEnv, messagingEnv, port } from '../config/index.js';

/** The environment every Kafka service needs; services extend it with their own variables. */
export function serviceEnvSchema(defaultHealthPort: number) {
  return z.object({
    ...kafkaEnv,
    ...databaseEnv,
    ...loggingEnv,
    ...messagingEnv,
    /** /health/live, /health/ready and /metrics. */
    HEALTH_PORT: port(defaultHealthPort),
    HEALTH_HOST: z.string().default('127.0.0.1'),
  });
}

export type ServiceEnv = z.infer<ReturnType<typeof serviceEnvSchema>>;
