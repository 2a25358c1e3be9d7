import type { IHeaders } from 'kafkajs';

/** Kafka header names every domain event carries (see proto/callsheet/common/v1/event.proto). */
export const EventHeaders = {
  eventId: 'event-id',
  eventType: 'event-type',
  occurredAt: 'occurred-at',
  correlationId: 'correlation-id',
  contentType: 'content-type',
} as const;

export const PROTOBUF_CONTENT_TYPE = 'application/x-protobuf';

export function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) {
    return undefined;
  }
  return Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
}
