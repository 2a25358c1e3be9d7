import { create } from '@bufbuild/protobuf';
import { StringValueSchema } from '@bufbuild/protobuf/wkt';
import {
  appendToOutbox,
  createKafka,
  createLogger,
  EventHeaders,
  eventTopics,
  IdempotentConsumer,
  Metrics,
  orderedProducerConfig,
  OutboxRelay,
  provisionTopics,
  type SqlClient,
} from '@callsheet/kernel';
import { createMessagingTestDatabase, kafkaBrokers, testDatabaseUrl, waitFor } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { atFixedRate, summarize } from './stats.js';

export interface OutboxOutcome {
  latency: ReturnType<typeof summarize>;
  /** From the commit to Kafka's acknowledgement of the relay's send, and from there to the handler. */
  toKafka: ReturnType<typeof summarize>;
  fromKafka: ReturnType<typeof summarize>;
  lost: number;
  doubled: number;
  outOfOrder: number;
}

/**
 * Commits `work` in one transaction of a plain pg connection. The bench commits its events this way,
 * not through Prisma: a Prisma interactive transaction costs about a millisecond of CPU, and 1,000 of
 * them a second would fill the bench's one thread, which also runs the relay and the consumer (in the
 * product the writing services are other processes). The rows and the NOTIFY are appendToOutbox's own.
 */
async function commitWithPg<T>(pool: pg.Pool, work: (tx: SqlClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const run = async (strings: TemplateStringsArray, values: unknown[]) =>
    client.query(
      strings.reduce((text, part, index) => `${text}$${index}${part}`),
      values,
    );
  const tx: SqlClient = {
    $executeRaw: async (strings, ...values) => (await run(strings, values)).rowCount ?? 0,
    $queryRaw: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => (await run(strings, values)).rows as R,
  };
  try {
    await client.query('BEGIN');
    const result = await work(tx);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
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
  const writer = new pg.Pool({ connectionString: testDatabaseUrl('callsheet_kernel'), max: 10 });
  const producer = kafka.producer(orderedProducerConfig);
  await producer.connect();
  // When Kafka acknowledged each event the relay sent: splits the latency between relay and consumer.
  const sentAt = new Map<string, number>();
  const sendBatch = producer.sendBatch.bind(producer);
  producer.sendBatch = async (batch) => {
    const acknowledged = await sendBatch(batch);
    const now = performance.now();
    for (const message of (batch.topicMessages ?? []).flatMap((topicMessages) => topicMessages.messages)) {
      sentAt.set(String(message.headers?.[EventHeaders.eventId]), now);
    }
    return acknowledged;
  };
  const relay = new OutboxRelay({
    db: producerDb,
    producer,
    databaseUrl: testDatabaseUrl('callsheet_kernel'),
    logger,
    metrics,
  });
  const committedAt = new Map<string, number>();
  const latencies: number[] = [];
  const toKafka: number[] = [];
  const fromKafka: number[] = [];
  const handled = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  let outOfOrder = 0;
  let measuring = false;
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
        const sent = sentAt.get(event.eventId);
        if (measuring && committed !== undefined && !handled.has(event.eventId)) {
          const now = performance.now();
          latencies.push(now - committed);
          // An event can reach the consumer before the relay has read Kafka's acknowledgement of it.
          if (sent !== undefined) {
            toKafka.push(sent - committed);
            fromKafka.push(now - sent);
          }
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
    const commitNext = async () => {
      sent += 1;
      const sequence = sent;
      const aggregateId = `aggregate-${sequence % 20}`;
      const commit = (previous.get(aggregateId) ?? Promise.resolve()).then(async () => {
        const [eventId] = await commitWithPg(writer, (tx) =>
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
    };
    const everyEventConsumed = () =>
      waitFor('every event to be consumed', () => (handled.size >= sent ? true : undefined), { timeoutMs: 60_000 });
    // A second at 100/s first, not counted: JIT, connection pools and Prisma's query plans warm up.
    await atFixedRate(100, 1, commitNext);
    await everyEventConsumed();
    measuring = true;
    await atFixedRate(rate, seconds, commitNext);
    await everyEventConsumed();
    const doubled = [...handled.values()].filter((count) => count > 1).length;
    return {
      latency: summarize(latencies),
      toKafka: summarize(toKafka),
      fromKafka: summarize(fromKafka),
      lost: sent - handled.size,
      doubled,
      outOfOrder,
    };
  } finally {
    await consumer.stop();
    await relay.stop();
    await producer.disconnect();
    await writer.end();
    await producerDb.$disconnect();
    await consumerDb.$disconnect();
  }
}
