import { toBinary, type DescMessage } from '@bufbuild/protobuf';
import {
  createKafka,
  createLogger,
  EventHeaders,
  eventTopics,
  IdempotentConsumer,
  Metrics,
  orderedProducerConfig,
  PROTOBUF_CONTENT_TYPE,
  provisionTopics,
  uuid7,
  type EventHandler,
  type OutgoingEvent,
  type TransactionalSqlClient,
} from '@callsheet/kernel';
import type { Producer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { kafkaBrokers } from './database.js';
import { waitFor } from './wait-for.js';

/** What the kernel's consumer did with one message (its `callsheet_events_consumed_total` outcome). */
export type DeliveryOutcome = 'processed' | 'duplicate' | 'skipped' | 'dead-lettered';

/**
 * A service's event handlers fed real messages over real Kafka through the kernel's IdempotentConsumer,
 * as in production: the protobuf payload, the outbox relay's key and headers, the processed-event record
 * in the handler's transaction. Each feed uses topics and consumer names of its own (`test.<run>.<topic>`),
 * so it never takes a running service's messages, and a redelivered event id is recognised as in production.
 */
export interface EventFeed {
  /**
   * Publishes the event (an `outgoingEvent(...)` on the topic its handler consumes) under `eventId`, and
   * waits until the consumer is done with it. Deliver the same id twice to redeliver it.
   */
  deliver(event: OutgoingEvent, eventId?: string): Promise<DeliveryOutcome>;
  close(): Promise<void>;
}

export interface EventFeedOptions {
  /** The service's database, where the consumer records processed events and the handlers write. */
  db: TransactionalSqlClient;
  handlers: readonly EventHandler<DescMessage>[];
}

const OUTCOMES: readonly DeliveryOutcome[] = ['processed', 'duplicate', 'skipped', 'dead-lettered'];

export async function startEventFeed({ db, handlers }: EventFeedOptions): Promise<EventFeed> {
  const run = randomUUID().slice(0, 8);
  const prefix = `test.${run}.`;
  const logger = createLogger(`event-feed-${run}`, 'silent');
  const metrics = new Metrics(`event-feed-${run}`);
  const kafka = createKafka(`event-feed-${run}`, kafkaBrokers, logger);
  const fed = handlers.map((handler) => ({
    ...handler,
    name: `${prefix}${handler.name}`,
    topic: `${prefix}${handler.topic}`,
    upstream: handler.topic,
    handle: handler.handle.bind(handler),
  }));
  await provisionTopics(
    kafka,
    fed.flatMap((handler) => eventTopics(handler.topic)),
  );
  const producer: Producer = kafka.producer(orderedProducerConfig);
  await producer.connect();
  const consumers = fed.map(
    (handler) =>
      new IdempotentConsumer({ kafka, db, producer, handler, logger, metrics, maxAttempts: 1, retryBackoffMs: 0 }),
  );
  await Promise.all(consumers.map((consumer) => consumer.start()));

  const outcomes = async (consumer: string): Promise<Record<DeliveryOutcome, number>> => {
    const { values } = await metrics.eventsConsumed.get();
    const count = (outcome: DeliveryOutcome) =>
      values
        .filter((value) => value.labels.consumer === consumer && value.labels.outcome === outcome)
        .reduce((sum, value) => sum + value.value, 0); // summed over the event types
    return Object.fromEntries(OUTCOMES.map((outcome) => [outcome, count(outcome)])) as Record<DeliveryOutcome, number>;
  };

  return {
    async deliver(event, eventId = uuid7()) {
      const handler = fed.find((candidate) => candidate.upstream === event.topic);
      if (!handler) {
        throw new Error(`No handler of this feed consumes ${event.topic}`);
      }
      const before = await outcomes(handler.name);
      await producer.send({
        topic: handler.topic,
        acks: -1,
        messages: [
          {
            key: event.aggregateId,
            value: Buffer.from(toBinary(event.schema, event.payload)),
            headers: {
              [EventHeaders.eventId]: eventId,
              [EventHeaders.eventType]: event.schema.typeName,
              [EventHeaders.occurredAt]: new Date().toISOString(),
              [EventHeaders.contentType]: PROTOBUF_CONTENT_TYPE,
            },
          },
        ],
      });
      // One message at a time: the next outcome counted for this consumer is this message's.
      return waitFor(
        `${handler.name} to consume ${event.schema.typeName} ${eventId}`,
        async () => {
          const after = await outcomes(handler.name);
          return OUTCOMES.find((outcome) => after[outcome] > before[outcome]);
        },
        { intervalMs: 20 },
      );
    },
    async close() {
      await Promise.all(consumers.map((consumer) => consumer.stop()));
      await producer.disconnect();
      // Leave no per-run topics behind on a developer's broker.
      const admin = kafka.admin();
      await admin.connect();
      const ours = (await admin.listTopics()).filter((topic) => topic.startsWith(prefix));
      await admin.deleteTopics({ topics: ours });
      await admin.disconnect();
    },
  };
}
