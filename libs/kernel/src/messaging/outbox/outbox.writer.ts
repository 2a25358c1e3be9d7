import { create, toBinary, type DescMessage, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import { uuid7 } from '../../ids/uuid7.js';
import { currentCorrelationId } from '../../logging/index.js';
import { traceHeadersOfNewMessage } from '../../observability/tracing.js';
import { EventHeaders, PROTOBUF_CONTENT_TYPE } from '../event-headers.js';
import type { SqlClient } from '../sql-client.js';
import { OUTBOX_CHANNEL } from './outbox.schema.js';

/** A domain event on its way out: which topic, which aggregate (the Kafka key), which contract. */
export interface OutgoingEvent<Desc extends DescMessage = DescMessage> {
  topic: string;
  aggregateId: string;
  schema: Desc;
  payload: MessageShape<Desc>;
}

/** An event about one aggregate on `topic`, its payload made from the contract's fields. */
export function outgoingEvent<Desc extends DescMessage>(
  topic: string,
  aggregateId: string,
  schema: Desc,
  fields: MessageInitShape<Desc>,
): OutgoingEvent<Desc> {
  return { topic, aggregateId, schema, payload: create(schema, fields) };
}

/**
 * Appends events to the outbox inside the caller's transaction: they exist if and only if the state
 * change commits. The NOTIFY is delivered by PostgreSQL on commit only, waking the relay. When tracing
 * is on, each event's headers carry the trace context of its `create <topic>` span (the relay sends
 * the headers as stored), so its consumers' spans join the trace of the request that caused it.
 */
export async function appendToOutbox(tx: SqlClient, events: readonly OutgoingEvent[]): Promise<string[]> {
  const ids: string[] = [];
  for (const event of events) {
    const eventId = uuid7();
    const occurredAt = new Date();
    const headers: Record<string, string> = {
      ...traceHeadersOfNewMessage(event.topic, { 'messaging.message.id': eventId }),
      [EventHeaders.eventId]: eventId,
      [EventHeaders.eventType]: event.schema.typeName,
      [EventHeaders.occurredAt]: occurredAt.toISOString(),
      [EventHeaders.contentType]: PROTOBUF_CONTENT_TYPE,
    };
    const correlationId = currentCorrelationId();
    if (correlationId) {
      headers[EventHeaders.correlationId] = correlationId;
    }
    const payload = Buffer.from(toBinary(event.schema, event.payload));
    await tx.$executeRaw`
      INSERT INTO outbox (event_id, topic, aggregate_id, event_type, payload, headers, occurred_at)
      VALUES (${eventId}::uuid, ${event.topic}, ${event.aggregateId}, ${event.schema.typeName}, ${payload},
              ${JSON.stringify(headers)}::jsonb, ${occurredAt})`;
    ids.push(eventId);
  }
  if (events.length > 0) {
    await tx.$executeRaw`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`;
  }
  return ids;
}
