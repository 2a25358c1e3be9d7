import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** HTTP header and Kafka header carrying the id of the request that caused the work. */
export const CORRELATION_HEADER = 'x-request-id';
export const CORRELATION_KAFKA_HEADER = 'correlation-id';

interface CorrelationContext {
  correlationId: string;
}

const storage = new AsyncLocalStorage<CorrelationContext>();

/** Runs `work` with a correlation id visible to every log line and outgoing message it causes. */
export function runWithCorrelationId<T>(correlationId: string | undefined, work: () => T): T {
  return storage.run({ correlationId: correlationId || randomUUID() }, work);
}

export function currentCorrelationId(): string | undefined {
  return storage.getStore()?.correlationId;
}

/** Accepts a caller's id only if it is short and printable, so that logs cannot be forged. */
export function sanitizeCorrelationId(value: unknown): string | undefined {
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : value;
  return typeof text === 'string' && /^[\w.:-]{1,128}$/.test(text) ? text : undefined;
}
