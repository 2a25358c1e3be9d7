import { create } from '@bufbuild/protobuf';
import { StringValueSchema } from '@bufbuild/protobuf/wkt';
import { createMessagingTestDatabase, infra, kafkaBrokers, testDatabaseUrl, waitFor } from '@callsheet/testing';
import type { Consumer, KafkaMessage, Producer } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import {
  anchorFreshGroup,
  appendToOutbox,
  createKafka,
  createLogger,
  dlqTopic,
  eventTopics,
  IdempotentConsumer,
  Metrics,
  orderedProducerConfig,
  OutboxRelay,
  provisionTopics,
  REQUEST_REPLY_RETENTION_MS,
  requestTopic,
  requestTopics,
  type ConsumedEvent,
  type EventHandler,
  type SqlClient,
} from '../src/index.js';

// Two databases stand for two services: "kernel" writes events through its outbox, "kernel_peer"
// consumes them. Everything is real: PostgreSQL, Kafka, the relay and the consumer.
const run = randomUUID().slice(0, 8);
const logger = createLogger('kernel-test', 'silent');
const metrics = new Metrics('kernel-test');
const kafka = createKafka(`kernel-test-${run}`, kafkaBrokers, logger);
const producerDb = createMessagingTestDatabase('callsheet_kernel');
const consumerDb = createMessagingTestDatabase('callsheet_kernel_peer');

type Probe = typeof StringValueSchema;

/** A handler that fails its first `failures` calls for each event, then records its effect. */
function flakyHandler(topic: string, failures: number): EventHandler<Probe> & { calls: Map<string, number> } {
  const calls = new Map<string, number>();
  return {
    name: `kernel-test.${run}.${topic}`,
    topic,
    schema: StringValueSchema,
    calls,
    async handle(event: ConsumedEvent<Probe>, tx: SqlClient) {
      const call = (calls.get(event.eventId) ?? 0) + 1;
      calls.set(event.eventId, call);
      await tx.$executeRaw`INSERT INTO handler_effect (event_id, consumer) VALUES (${event.eventId}::uuid, ${this.name})`;
      if (call <= failures) {
        throw new Error(`handler failure ${call} of ${failures}`);
      }
    },
  };
}

async function effectsOf(eventId: string): Promise<number> {
  return consumerDb.handlerEffect.count({ where: { eventId } });
}

async function writeEvent(topic: string, text: string): Promise<string> {
  const [eventId] = await producerDb.$transaction((tx) =>
    appendToOutbox(tx, [
      {
        topic,
        aggregateId: `aggregate-${text}`,
        schema: StringValueSchema,
        payload: create(StringValueSchema, { value: text }),
      },
    ]),
  );
  return eventId;
}

async function readAll(topic: string, count: number): Promise<KafkaMessage[]> {
  const consumer: Consumer = kafka.consumer({ groupId: `kernel-test-reader-${randomUUID()}` });
  const messages: KafkaMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: ({ message }) => {
      messages.push(message);
      return Promise.resolve();
    },
  });
  try {
    await waitFor(`${count} message(s) on ${topic}`, () => (messages.length >= count ? true : undefined), {
      timeoutMs: 30_000,
    });
    return messages;
  } finally {
    await consumer.disconnect();
  }
}

describe('messaging kernel against real Kafka and PostgreSQL', () => {
  let producer: Producer;
  let relay: OutboxRelay;
  const consumers: IdempotentConsumer<Probe>[] = [];

  async function startConsumer(handler: EventHandler<Probe>, maxAttempts: number): Promise<void> {
    const consumer = new IdempotentConsumer({
      kafka,
      db: consumerDb,
      producer,
      handler,
      logger,
      metrics,
      maxAttempts,
      retryBackoffMs: 50,
    });
    await consumer.start();
    consumers.push(consumer);
  }

  beforeAll(async () => {
    await producerDb.$executeRaw`DELETE FROM outbox`;
    producer = kafka.producer(orderedProducerConfig);
    await producer.connect();
    relay = new OutboxRelay({
      db: producerDb,
      producer,
      databaseUrl: testDatabaseUrl('callsheet_kernel'),
      logger,
      metrics,
      pollIntervalMs: 200,
      maxBackoffMs: 1000,
    });
    await relay.start();
  });

  afterAll(async () => {
    await Promise.all(consumers.map((consumer) => consumer.stop()));
    // Leave no per-run topics behind on a developer's broker.
    const admin = kafka.admin();
    await admin.connect();
    const ours = (await admin.listTopics()).filter((topic) => topic.startsWith(`kernel-test.${run}.`));
    await admin.deleteTopics({ topics: ours });
    await admin.disconnect();
    await relay.stop();
    await producer.disconnect();
    await producerDb.$disconnect();
    await consumerDb.$disconnect();
  });

  it('delivers an outbox event to another service exactly once although its handler fails twice first', async () => {
    const topic = `kernel-test.${run}.exactly-once.events`;
    await provisionTopics(kafka, eventTopics(topic));
    const handler = flakyHandler(topic, 2);
    await startConsumer(handler, 5);

    const eventId = await writeEvent(topic, 'hello');

    await waitFor('the handler to succeed', async () => ((await effectsOf(eventId)) === 1 ? true : undefined));
    expect(handler.calls.get(eventId)).toBe(3);
    const published = await producerDb.outboxEvent.findUniqueOrThrow({ where: { eventId } });
    expect(published.publishedAt).not.toBeNull();

    // The relay may publish an event twice (a crash between send and commit); the consumer must not
    // run the handler again. Re-send the very message it published.
    const [original] = await readAll(topic, 1);
    await producer.send({ topic, messages: [{ key: original.key, value: original.value, headers: original.headers }] });
    await waitFor('the duplicate to be seen', async () => {
      const values = await metrics.eventsConsumed.get();
      return values.values.some(
        (value) => value.labels.consumer === handler.name && value.labels.outcome === 'duplicate',
      )
        ? true
        : undefined;
    });
    expect(await effectsOf(eventId)).toBe(1);
    expect(handler.calls.get(eventId)).toBe(3);
  });

  it('handles events that arrive together in one transaction, and each on its own when one of them fails', async () => {
    const topic = `kernel-test.${run}.batched.events`;
    await provisionTopics(kafka, eventTopics(topic));
    // Five events of one aggregate, on Kafka before the consumer starts: they come in one fetch.
    const texts = ['first', 'second', 'third', 'fourth', 'fifth'];
    const eventIds = await producerDb.$transaction((tx) =>
      appendToOutbox(
        tx,
        texts.map((value) => ({
          topic,
          aggregateId: 'one-aggregate',
          schema: StringValueSchema,
          payload: create(StringValueSchema, { value }),
        })),
      ),
    );
    await readAll(topic, texts.length);
    const calls = new Map<string, number>();
    const order: string[] = [];
    await startConsumer(
      {
        name: `kernel-test.${run}.batched`,
        topic,
        schema: StringValueSchema,
        async handle(event, tx) {
          const call = (calls.get(event.eventId) ?? 0) + 1;
          calls.set(event.eventId, call);
          await tx.$executeRaw`INSERT INTO handler_effect (event_id, consumer) VALUES (${event.eventId}::uuid, ${this.name})`;
          if (event.payload.value === 'third' && call === 1) {
            throw new Error('the third fails once');
          }
          order.push(event.payload.value);
        },
      },
      3,
    );

    await waitFor('every event to take effect', async () =>
      (await Promise.all(eventIds.map(effectsOf))).every((count) => count === 1) ? true : undefined,
    );
    // The shared transaction ran the first two and failed on the third: all three rolled back. Then
    // each on its own: the first two again, the third's second attempt, the last two once.
    expect(eventIds.map((eventId) => calls.get(eventId))).toEqual([2, 2, 2, 1, 1]);
    expect(order).toEqual(['first', 'second', 'first', 'second', 'third', 'fourth', 'fifth']);
    expect(await Promise.all(eventIds.map(effectsOf))).toEqual([1, 1, 1, 1, 1]);
  });

  it('sends a message to <topic>.dlq after the retry bound, and an undecodable one at once', async () => {
    const topic = `kernel-test.${run}.poison.events`;
    await provisionTopics(kafka, eventTopics(topic));
    const handler = flakyHandler(topic, Number.POSITIVE_INFINITY);
    await startConsumer(handler, 3);

    const eventId = await writeEvent(topic, 'poison');
    await producer.send({
      topic,
      messages: [{ key: 'garbage', value: Buffer.from('not protobuf'), headers: { 'event-type': 'unknown' } }],
    });

    const deadLetters = await readAll(dlqTopic(topic), 2);
    const poisoned = deadLetters.find((message) => message.headers?.['event-id']?.toString() === eventId);
    expect(poisoned?.headers?.['dlq-attempts']?.toString()).toBe('3');
    expect(poisoned?.headers?.['dlq-reason']?.toString()).toBe('handler failure 3 of Infinity');
    expect(poisoned?.headers?.['dlq-consumer']?.toString()).toBe(handler.name);
    const garbage = deadLetters.find((message) => message.key?.toString() === 'garbage');
    expect(garbage?.headers?.['dlq-attempts']?.toString()).toBe('0');
    expect(garbage?.headers?.['dlq-reason']?.toString()).toMatch(/event-id/);
    expect(handler.calls.get(eventId)).toBe(3);
    expect(await effectsOf(eventId)).toBe(0);
  });

  it('keeps request and reply messages an hour, also on a request topic made before that was set', async () => {
    const [fresh, older] = [`kernel-test.${run}.requests`, `kernel-test.${run}.older-requests`];
    await provisionTopics(kafka, [{ topic: older }]);
    await provisionTopics(kafka, [
      { topic: fresh, retentionMs: REQUEST_REPLY_RETENTION_MS },
      { topic: older, retentionMs: REQUEST_REPLY_RETENTION_MS },
    ]);
    const admin = kafka.admin();
    await admin.connect();
    try {
      const { resources } = await admin.describeConfigs({
        includeSynonyms: false,
        resources: [fresh, older].map((name) => ({ type: 2, name, configNames: ['retention.ms'] })),
      });
      expect(
        resources.map((resource) => [resource.resourceName, resource.configEntries[0]?.configValue]).sort(),
      ).toEqual(
        [
          [fresh, String(REQUEST_REPLY_RETENTION_MS)],
          [older, String(REQUEST_REPLY_RETENTION_MS)],
        ].sort(),
      );
      expect(requestTopics(['kernel.test.ping'])).toEqual([
        { topic: requestTopic('kernel.test.ping'), numPartitions: 6, retentionMs: 3_600_000 },
      ]);
    } finally {
      await admin.disconnect();
    }
  });

  it('a fresh request group anchored at the topic ends misses no message sent before its first fetch', async () => {
    const topic = `kernel-test.${run}.anchored`;
    // A service anchors all its request topics at once, some with earlier traffic.
    const busy = `kernel-test.${run}.anchored-busy`;
    await provisionTopics(kafka, [
      { topic, numPartitions: 3 },
      { topic: busy, numPartitions: 3 },
    ]);
    await producer.send({
      topic: busy,
      messages: [
        { key: 'a', value: 'old' },
        { key: 'b', value: 'old' },
      ],
    });
    const anchored = `kernel-test-anchored-${run}`;
    const unanchored = `kernel-test-unanchored-${run}`;
    await anchorFreshGroup(kafka, anchored, [topic, busy]);
    const admin = kafka.admin();
    await admin.connect();
    try {
      const committed = await admin.fetchOffsets({ groupId: anchored, topics: [topic, busy] });
      for (const name of [topic, busy]) {
        const ends = await admin.fetchTopicOffsets(name);
        const ofTopic = committed.find((entry) => entry.topic === name)!.partitions;
        expect(sortByPartition(ofTopic.map(({ partition, offset }) => ({ partition, offset })))).toEqual(
          sortByPartition(ends.map(({ partition, offset }) => ({ partition, offset }))),
        );
      }
    } finally {
      await admin.disconnect();
    }
    // Both groups are fresh and subscribe with fromBeginning false, like a service's request consumer;
    // the message is sent after the service started but before its consumer resolved "latest".
    await producer.send({ topic, messages: [{ key: 'k', value: 'sent before the first fetch' }] });
    const seen = async (groupId: string): Promise<string[]> => {
      const consumer = kafka.consumer({ groupId });
      const values: string[] = [];
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: false });
      await consumer.run({
        eachMessage: ({ message }) => {
          values.push(message.value?.toString() ?? '');
          return Promise.resolve();
        },
      });
      // Later messages until one arrives (an unanchored group skips those sent before its first
      // fetch too): once one is read, the first message had its chance.
      await waitFor(`${groupId} to read a later message`, async () => {
        if (values.some((value) => value.startsWith('later'))) {
          return true;
        }
        await producer.send({ topic, messages: [{ key: 'k', value: `later ${groupId}` }] });
        return undefined;
      });
      await consumer.disconnect();
      return values;
    };
    expect(await seen(anchored)).toContain('sent before the first fetch');
    expect(await seen(unanchored)).not.toContain('sent before the first fetch');
  });

  it('does not lose an event committed while Kafka is down: the relay delivers it once Kafka is back', async () => {
    const topic = `kernel-test.${run}.outage.events`;
    await provisionTopics(kafka, eventTopics(topic));
    const handler = flakyHandler(topic, 0);
    await startConsumer(handler, 5);

    infra('down', 'kafka');
    let eventId: string;
    try {
      eventId = await writeEvent(topic, 'during-outage');
      await waitFor(
        'the relay to fail against the stopped broker',
        async () => {
          const row = await producerDb.outboxEvent.findUniqueOrThrow({ where: { eventId } });
          return row.attempts > 0 && row.publishedAt === null ? row : undefined;
        },
        { timeoutMs: 60_000 },
      );
    } finally {
      infra('up', 'kafka');
    }

    await waitFor(
      'the event to reach the consumer after the outage',
      async () => ((await effectsOf(eventId)) === 1 ? true : undefined),
      {
        timeoutMs: 90_000,
        intervalMs: 250,
      },
    );
    const row = await producerDb.outboxEvent.findUniqueOrThrow({ where: { eventId } });
    expect(row.publishedAt).not.toBeNull();
    expect(row.lastError).toEqual(expect.any(String));
  });
});

function sortByPartition<T extends { partition: number }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => a.partition - b.partition);
}
