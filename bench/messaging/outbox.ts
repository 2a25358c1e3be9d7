import { create } from '@bufbuild/protobuf';
import { StringValueSchema } from '@bufbuild/protobuf/wkt';
import {
  appendToOutbox,
  createKafka,
  createLogger,
  eventTopics,
  IdempotentConsumer,
  Metrics,
  orderedProducerConfig,
  OutboxRelay,
  provisionTopics,
} from '@callsheet/kernel';
import { createMessagingTestDatabase, kafkaBrokers, testDatabaseUrl, waitFor } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { atFixedRate, summarize } from './stats.js';

export interface OutboxOutcome {
  latency: ReturnType<typeof summarize>;
  lost: number;
  doubled: number;
  outOfOrder: number;
}

/**
 * Events committed at a fixed rate through the outbox of one "service" database, relayed to Kafka and
 * handled by another's idempotent consumer: from each commit to the start of its handler, and whether
 * each aggregate's events arrived in the order they were committed, once each.
 */
export async function outboxToConsumer(rate: number, seconds: number): Promise<OutboxOutcome> {
  const logger = createLogger('bench', 'silent');
  const metrics = new Metrics('bench');
  const kafka = createKafka('bench', kafkaBrokers, logger);
  const producerDb = createMessagingTestDatabase('callsheet_kernel');
  const consumerDb = createMessagingTestDatabase('callsheet_kernel_peer');
  const topic = `bench.${randomUUID().slice(0, 8)}.events`;
  await provisionTopics(kafka, eventTopics(topic));
  await producerDb.$executeRaw`DELETE FROM outbox WHERE published_at IS NOT NULL`;
  const producer = kafka.producer(orderedProducerConfig);
  await producer.connect();
  const relay = new OutboxRelay({
    db: producerDb,
    producer,
    databaseUrl: testDatabaseUrl('callsheet_kernel'),
    logger,
    metrics,
  });
  const committedAt = new Map<string, number>();
  const latencies: number[] = [];
  const handled = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  let outOfOrder = 0;
  const consumer = new IdempotentConsumer({
    kafka,
    db: consumerDb,
    producer,
    logger,
    metrics,
    handler: {
      name: `bench-${topic}`,
      topic,
      schema: StringValueSchema,
      handle: (event) => {
        const committed = committedAt.get(event.eventId);
        if (committed !== undefined && !handled.has(event.eventId)) {
          latencies.push(performance.now() - committed);
        }
        handled.set(event.eventId, (handled.get(event.eventId) ?? 0) + 1);
        const sequence = Number(event.payload.value);
        if (sequence < (lastSeen.get(event.aggregateId) ?? -1)) {
          outOfOrder += 1;
        }
        lastSeen.set(event.aggregateId, sequence);
        return Promise.resolve();
      },
    },
  });
  await relay.start();
  await consumer.start();
  try {
    let sent = 0;
    // An aggregate's changes commit one after another (a service's row lock does that), so its events
    // must arrive in that order; different aggregates commit side by side.
    const previous = new Map<string, Promise<void>>();
    await atFixedRate(rate, seconds, async () => {
      sent += 1;
      const sequence = sent;
      const aggregateId = `aggregate-${sequence % 20}`;
      const commit = (previous.get(aggregateId) ?? Promise.resolve()).then(async () => {
        const [eventId] = await producerDb.$transaction((tx) =>
          appendToOutbox(tx, [
            {
              topic,
              aggregateId,
              schema: StringValueSchema,
              payload: create(StringValueSchema, { value: String(sequence) }),
            },
          ]),
        );
        committedAt.set(eventId, performance.now());
      });
      previous.set(aggregateId, commit);
      await commit;
    });
    await waitFor('every event to be consumed', () => (handled.size >= sent ? true : undefined), { timeoutMs: 60_000 });
    const doubled = [...handled.values()].filter((count) => count > 1).length;
    return { latency: summarize(latencies), lost: sent - handled.size, doubled, outOfOrder };
  } finally {
    await consumer.stop();
    await relay.stop();
    await producer.disconnect();
    await producerDb.$disconnect();
    await consumerDb.$disconnect();
  }
}
