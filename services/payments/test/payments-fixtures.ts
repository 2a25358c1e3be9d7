import { create, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { type ConsumedEvent, type EventHandler, uuid7 } from '@callsheet/kernel';
import type { Type } from '@nestjs/common';
import type { PaymentsTestApp } from './payments-test-app.js';

/** An event as a consumer receives it from the kernel (decoded, with a fresh event id). */
export function consumedEvent<Desc extends DescMessage>(
  schema: Desc,
  aggregateId: string,
  fields: MessageInitShape<Desc>,
): ConsumedEvent<Desc> {
  return {
    eventId: uuid7(),
    eventType: schema.typeName,
    occurredAt: new Date().toISOString(),
    aggregateId,
    correlationId: undefined,
    payload: create(schema, fields),
  };
}

/**
 * Hands an event to one of the app's consumers in a transaction of its own, as the IdempotentConsumer
 * does (without Kafka and the processed-event record, so the same event may be delivered twice).
 */
export async function deliverEvent<Desc extends DescMessage>(
  harness: PaymentsTestApp,
  consumer: Type<EventHandler<Desc>>,
  event: ConsumedEvent<Desc>,
  timeoutMs?: number,
): Promise<void> {
  const handler = harness.app.get(consumer);
  await harness.db.$transaction(
    (tx) => handler.handle(event, tx as never),
    timeoutMs === undefined ? undefined : { timeout: timeoutMs },
  );
}
