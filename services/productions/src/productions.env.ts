import { serviceEnvSchema } from '@callsheet/kernel';

/** Productions' configuration: the kernel's service variables (database, Kafka, health port, log level) and nothing more. */
export const productionsEnvSchema = serviceEnvSchema(3003);

export type ProductionsEnv = ReturnType<typeof productionsEnvSchema.parse>;
