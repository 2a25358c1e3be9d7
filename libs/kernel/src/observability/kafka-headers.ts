import type { TextMapGetter } from '@opentelemetry/api';
import type { IHeaders } from 'kafkajs';

/*
 * Where the trace context is read from a Kafka message: kafkajs (events) hands headers as an object of
 * Buffers (or strings, or arrays of either, when a header repeats), @platformatic/kafka (request/reply)
 * as a Map of strings. Writing needs no adapter: both clients take a plain object of strings.
 */

function text(value: IHeaders[string]): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) {
    return undefined;
  }
  return Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
}

/** Reads kafkajs headers (the events' consumers). */
export const kafkajsHeaderGetter: TextMapGetter<IHeaders | undefined> = {
  keys: (carrier) => Object.keys(carrier ?? {}),
  get: (carrier, key) => (carrier ? text(carrier[key]) : undefined),
};

/** Reads @platformatic/kafka headers (request/reply). */
export const mapHeaderGetter: TextMapGetter<Map<string, string>> = {
  keys: (carrier) => [...carrier.keys()],
  get: (carrier, key) => carrier.get(key),
};
