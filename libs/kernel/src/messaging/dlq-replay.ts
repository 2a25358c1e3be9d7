import type { IHeaders, Kafka } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { EventHeaders, headerText } from './event-headers.js';
import { dlqTopic } from './topics.js';

/** A message of a dead-letter topic, as it is listed (and replayed). */
export interface DeadLetter {
  partition: number;
  offset: string;
  eventId?: string;
  eventType?: string;
  /** The consumer group whose handler gave up on it, after how many attempts, and why. */
  consumer?: string;
  attempts?: string;
  reason?: string;
  /** Where it was read from: `<topic>/<partition>/<offset>`. */
  source?: string;
}

export interface DeadLetterReplay {
  /** The source topic the messages went back to (or would go back to). */
  topic: string;
  deadLetters: DeadLetter[];
  /** True once they were published to the source topic and deleted from the DLQ. */
  replayed: boolean;
}

const DLQ_HEADER = /^dlq-/;

/**
 * Reads what `<topic>.dlq` holds now and, with `apply`, publishes each message again to `<topic>` with its
 * key, value and headers (less the dlq-* ones the consumer added), then deletes what it published from the
 * DLQ. Every consumer group of the topic sees a replayed event again; the groups that had handled it skip
 * it (the idempotent consumer remembers each event id it processed), the one that had dead-lettered it
 * handles it now, or sends it back to the DLQ if it fails again. Without `apply`, only lists them.
 * Messages written to the DLQ after the start are left for the next run.
 */
export async function replayDeadLetters(
  kafka: Kafka,
  topic: string,
  { apply = false, timeoutMs = 60_000 }: { apply?: boolean; timeoutMs?: number } = {},
): Promise<DeadLetterReplay> {
  const dlq = dlqTopic(topic);
  const admin = kafka.admin();
  await admin.connect();
  try {
    const topics = await admin.listTopics();
    for (const name of [topic, dlq]) {
      if (!topics.includes(name)) {
        throw new Error(`Topic ${name} does not exist`);
      }
    }
    // What the DLQ holds now, per partition: [low, high).
    const ends = new Map(
      (await admin.fetchTopicOffsets(dlq))
        .filter((partition) => BigInt(partition.high) > BigInt(partition.low))
        .map((partition) => [partition.partition, BigInt(partition.high)]),
    );
    const read = await readUpTo(kafka, dlq, ends, timeoutMs);
    const deadLetters = read.map(({ partition, offset, headers }) => ({
      partition,
      offset,
      eventId: headerText(headers, EventHeaders.eventId),
      eventType: headerText(headers, EventHeaders.eventType),
      consumer: headerText(headers, 'dlq-consumer'),
      attempts: headerText(headers, 'dlq-attempts'),
      reason: headerText(headers, 'dlq-reason'),
      source: headerText(headers, 'dlq-source'),
    }));
    if (!apply || read.length === 0) {
      return { topic, deadLetters, replayed: false };
    }
    const producer = kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
    try {
      await producer.send({
        topic,
        acks: -1,
        messages: read.map(({ key, value, headers }) => ({
          key,
          value,
          headers: Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !DLQ_HEADER.test(name))),
        })),
      });
    } finally {
      await producer.disconnect();
    }
    // Only what was read and published: anything dead-lettered since stays.
    await admin.deleteTopicRecords({
      topic: dlq,
      partitions: [...ends].map(([partition, high]) => ({ partition, offset: high.toString() })),
    });
    return { topic, deadLetters, replayed: true };
  } finally {
    await admin.disconnect();
  }
}

interface RawDeadLetter {
  partition: number;
  offset: string;
  key: Buffer | null;
  value: Buffer | null;
  headers?: IHeaders;
}

/** Every message of these partitions below their end offset, in partition and offset order. */
async function readUpTo(
  kafka: Kafka,
  topic: string,
  ends: Map<number, bigint>,
  timeoutMs: number,
): Promise<RawDeadLetter[]> {
  if (ends.size === 0) {
    return [];
  }
  const read: RawDeadLetter[] = [];
  const groupId = `callsheet-dlq-replay-${randomUUID()}`;
  const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false });
  const pending = new Set(ends.keys());
  let done: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (done = resolve));
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachMessage: async ({ partition, message }) => {
        const end = ends.get(partition);
        if (end === undefined || BigInt(message.offset) >= end) {
          return;
        }
        read.push({
          partition,
          offset: message.offset,
          key: message.key,
          value: message.value,
          headers: message.headers,
        });
        if (BigInt(message.offset) + 1n >= end) {
          pending.delete(partition);
          if (pending.size === 0) {
            done();
          }
        }
        await Promise.resolve();
      },
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new Error(`Reading ${topic} took over ${timeoutMs} ms (partitions left: ${[...pending].join(', ')})`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([finished, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  } finally {
    await consumer.disconnect();
    const admin = kafka.admin();
    await admin.connect();
    await admin.deleteGroups([groupId]).catch(() => undefined);
    await admin.disconnect();
  }
  return read.sort((a, b) => a.partition - b.partition || Number(BigInt(a.offset) - BigInt(b.offset)));
}
