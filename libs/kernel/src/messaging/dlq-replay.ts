import type { Admin, IHeaders, Kafka } from 'kafkajs';
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
    const { ends, read } = await readDeadLetterTopic(kafka, admin, topic, { timeoutMs });
    const deadLetters = read.map(listed);
    if (!apply || read.length === 0) {
      return { topic, deadLetters, replayed: false };
    }
    await republish(kafka, topic, read);
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

/** A dead letter as read: what is listed, plus what replaying it publishes. */
export interface RawDeadLetter extends DeadLetter {
  key: Buffer | null;
  value: Buffer | null;
  headers?: IHeaders;
  /** When it was written to the DLQ (milliseconds since the epoch, as Kafka keeps it). */
  timestamp: string;
}

/**
 * What `<topic>.dlq` holds now, oldest first per partition, with the reasons in its dlq-* headers; at most
 * `maxPerPartition` messages of each partition (from its low watermark) when given. `ends` are the
 * offsets read up to, per partition that holds anything. Both topics must exist.
 */
export async function readDeadLetterTopic(
  kafka: Kafka,
  admin: Admin,
  topic: string,
  { timeoutMs = 60_000, maxPerPartition }: { timeoutMs?: number; maxPerPartition?: number } = {},
): Promise<{
  ends: Map<number, bigint>;
  read: RawDeadLetter[];
  watermarks: Map<number, { low: bigint; high: bigint }>;
}> {
  const dlq = dlqTopic(topic);
  const topics = await admin.listTopics();
  for (const name of [topic, dlq]) {
    if (!topics.includes(name)) {
      throw new Error(`Topic ${name} does not exist`);
    }
  }
  const watermarks = new Map(
    (await admin.fetchTopicOffsets(dlq)).map((partition) => [
      partition.partition,
      { low: BigInt(partition.low), high: BigInt(partition.high) },
    ]),
  );
  // What the DLQ holds now, per partition: [low, high), or its first maxPerPartition messages.
  const ends = new Map(
    [...watermarks]
      .filter(([, { low, high }]) => high > low)
      .map(([partition, { low, high }]) => {
        const cap = maxPerPartition === undefined ? high : low + BigInt(maxPerPartition);
        return [partition, cap < high ? cap : high] as const;
      }),
  );
  const read = (await readUpTo(kafka, dlq, ends, timeoutMs)).map((message) => ({
    partition: message.partition,
    offset: message.offset,
    eventId: headerText(message.headers, EventHeaders.eventId),
    eventType: headerText(message.headers, EventHeaders.eventType),
    consumer: headerText(message.headers, 'dlq-consumer'),
    attempts: headerText(message.headers, 'dlq-attempts'),
    reason: headerText(message.headers, 'dlq-reason'),
    source: headerText(message.headers, 'dlq-source'),
    key: message.key,
    value: message.value,
    headers: message.headers,
    timestamp: message.timestamp,
  }));
  return { ends, read, watermarks };
}

/** A dead letter as listed: its place and the dlq-* headers, without its key, value and headers. */
export function listed(letter: RawDeadLetter): DeadLetter {
  const { partition, offset, eventId, eventType, consumer, attempts, reason, source } = letter;
  return { partition, offset, eventId, eventType, consumer, attempts, reason, source };
}

/** Publishes dead letters to their source topic again: key, value and headers less the dlq-* ones. */
export async function republish(kafka: Kafka, topic: string, letters: readonly RawDeadLetter[]): Promise<void> {
  if (letters.length === 0) {
    return;
  }
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    await producer.send({
      topic,
      acks: -1,
      messages: letters.map(({ key, value, headers }) => ({
        key,
        value,
        headers: Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => !DLQ_HEADER.test(name))),
      })),
    });
  } finally {
    await producer.disconnect();
  }
}

interface ReadMessage {
  partition: number;
  offset: string;
  key: Buffer | null;
  value: Buffer | null;
  headers?: IHeaders;
  timestamp: string;
}

/** Every message of these partitions below their end offset, in partition and offset order. */
async function readUpTo(
  kafka: Kafka,
  topic: string,
  ends: Map<number, bigint>,
  timeoutMs: number,
): Promise<ReadMessage[]> {
  if (ends.size === 0) {
    return [];
  }
  const read: ReadMessage[] = [];
  const groupId = `callsheet-dlq-replay-${randomUUID()}`;
  const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false });
  const pending = new Set(ends.keys());
  let done: () => void = () => undefined;
  let crashed: (error: Error) => void = () => undefined;
  const finished = new Promise<void>((resolve, reject) => {
    done = resolve;
    crashed = reject;
  });
  // A consumer that Kafka refuses (no Read on the topic or the group) crashes rather than reads: its
  // error ends the read at once, instead of the caller waiting for the timeout and a vaguer error.
  consumer.on(consumer.events.CRASH, ({ payload }) => crashed(payload.error));
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
          timestamp: message.timestamp,
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
