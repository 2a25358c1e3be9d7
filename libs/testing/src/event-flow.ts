import type { Admin, Kafka, KafkaMessage } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { waitFor } from './wait-for.js';

/*
 * Waiting for events to travel, without guessing how long they take: an outbox is published, a
 * consumer group has handled a topic up to a given offset, a topic is read to its end. Together they
 * let a test say "nothing else happened": after the consumer committed past the message and the
 * outbox it writes to is published, every consequence is in Kafka, and a read to the end sees it.
 */

/** Per partition, the offset the next message will take (the end, "now"), and the oldest one kept. */
export interface TopicEnd {
  partition: number;
  offset: bigint;
  low: bigint;
}

/** Where each partition of `topic` ends now. */
export async function topicEnd(kafka: Kafka, topic: string): Promise<TopicEnd[]> {
  return withAdmin(kafka, (admin) => endOf(admin, topic));
}

/**
 * Waits until consumer group `groupId` has committed on `topic` at or past `until` on each partition
 * (by default the topic's end when called): it has handled every message before. The kernel's
 * consumers commit after the handler's transaction, so what the handler wrote is in its database.
 */
export async function waitForConsumerGroup(
  kafka: Kafka,
  groupId: string,
  topic: string,
  until?: { partition: number; offset: bigint }[],
): Promise<void> {
  await withAdmin(kafka, async (admin) => {
    const end = await endOf(admin, topic);
    const targets = (until ?? end).filter(({ partition, offset }) => {
      // A partition whose messages all expired has nothing left to handle.
      const kept = end.find((candidate) => candidate.partition === partition);
      return !kept || offset > kept.low;
    });
    await waitFor(`consumer group ${groupId} to handle ${topic} up to ${describe(targets)}`, async () => {
      const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
      const at = new Map(committed.partitions.map(({ partition, offset }) => [partition, BigInt(offset)]));
      return targets.every(({ partition, offset }) => (at.get(partition) ?? -1n) >= offset) ? true : undefined;
    });
  });
}

/** The offset right after a message a test produced: a consumer that committed there has handled it. */
export function offsetAfter(record: { partition: number; baseOffset?: string; offset?: string }): {
  partition: number;
  offset: bigint;
} {
  return { partition: record.partition, offset: BigInt(record.baseOffset ?? record.offset ?? '-1') + 1n };
}

/**
 * The messages of one key on `topic`, read from the beginning with a throwaway consumer group: waits
 * until at least `atLeast` have arrived, then reads on to where the topic ends at that moment, so that
 * a duplicate already published is seen too. To assert that nothing else was published, first wait
 * until the producer's outbox is published (waitForOutboxPublished).
 */
export async function readTopic(kafka: Kafka, topic: string, key: string, atLeast = 0): Promise<KafkaMessage[]> {
  const consumer = kafka.consumer({ groupId: `test-read-${randomUUID()}` });
  const found: KafkaMessage[] = [];
  const position = new Map<number, bigint>();
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: ({ partition, message }) => {
        if (message.key?.toString() === key) {
          found.push(message);
        }
        position.set(partition, BigInt(message.offset) + 1n);
        return Promise.resolve();
      },
    });
    await waitFor(`${atLeast} messages keyed ${key} on ${topic}`, () => (found.length >= atLeast ? true : undefined));
    const end = await topicEnd(kafka, topic);
    await waitFor(`the end of ${topic} (${describe(end)})`, () =>
      end.every(({ partition, offset, low }) => offset === low || (position.get(partition) ?? -1n) >= offset)
        ? true
        : undefined,
    );
    return [...found];
  } finally {
    await consumer.disconnect();
  }
}

/**
 * Waits until every event written so far to the outbox of the database at `databaseUrl` is published
 * to Kafka (the relay publishes in order, so later writes do not hold this up).
 */
export async function waitForOutboxPublished(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ last: string | null }>('SELECT max(id)::text AS last FROM outbox');
    const last = rows[0].last;
    if (last === null) {
      return;
    }
    await waitFor(`the outbox of ${new URL(databaseUrl).pathname.slice(1)} to be published up to ${last}`, async () => {
      const pending = await client.query('SELECT 1 FROM outbox WHERE published_at IS NULL AND id <= $1 LIMIT 1', [
        last,
      ]);
      return pending.rowCount === 0 ? true : undefined;
    });
  } finally {
    await client.end();
  }
}

async function endOf(admin: Admin, topic: string): Promise<TopicEnd[]> {
  return (await admin.fetchTopicOffsets(topic)).map(({ partition, high, low }) => ({
    partition,
    offset: BigInt(high),
    low: BigInt(low),
  }));
}

async function withAdmin<T>(kafka: Kafka, use: (admin: Admin) => Promise<T>): Promise<T> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.disconnect();
  }
}

function describe(offsets: { partition: number; offset: bigint }[]): string {
  return offsets.map(({ partition, offset }) => `${partition}:${offset}`).join(', ');
}
