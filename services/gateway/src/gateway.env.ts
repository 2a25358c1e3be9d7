import { kafkaEnv, loggingEnv, port } from '@callsheet/kernel';
import { z } from 'zod';

export const gatewayEnvSchema = z.object({
  ...kafkaEnv,
  ...loggingEnv,
  GATEWAY_PORT: port(3000),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  /** Bearer token for the operator endpoints under /ops (queues and topics). */
  OPS_TOKEN: z.string().min(16, 'use at least 16 characters'),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
