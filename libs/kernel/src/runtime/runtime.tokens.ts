/** Injection tokens for what the runtime hands to a service's Nest module. */
export const LOGGER = Symbol('Logger');
export const METRICS = Symbol('Metrics');
/** The service's Prisma client (a `TransactionalSqlClient` for the kernel). */
export const DATABASE = Symbol('Database');
/** The connected kafkajs producer used for dead letters and direct publishing. */
export const EVENT_PRODUCER = Symbol('EventProducer');
export const KAFKA = Symbol('Kafka');
