import { serviceEnvSchema } from '@callsheet/kernel';

/** Connections' configuration: the kernel's service variables (database, Kafka, health port, log level) and nothing more. */
export const connectionsEnvSchema = serviceEnvSchema(3004);

export type ConnectionsEnv = ReturnType<typeof connectionsEnvSchema.parse>;
