/** Nest tokens of what payments' main gives its modules (see PaymentsModule.forRoot). */
export const PAYMENTS_ENV = Symbol('PAYMENTS_ENV');
/** The ioredis connection BullMQ queues and workers share (maxRetriesPerRequest: null). */
export const REDIS = Symbol('REDIS');
