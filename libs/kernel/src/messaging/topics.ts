import type { Admin, ConfigResourceTypes, Kafka } from 'kafkajs';

/** Kafka's config resource type of a topic (kafkajs' ConfigResourceTypes.TOPIC, an enum ESM cannot import from its CommonJS). */
const TOPIC_RESOURCE = 2 as ConfigResourceTypes;

/** `<service>.<aggregate>.events`: one topic per aggregate, keyed by aggregate id (docs/architecture.md §2). */
export function eventsTopic(service: string, aggregate: string): string {
  return `${service}.${aggregate}.events`;
}

/** Where poison messages of a topic go after the retry bound. */
export function dlqTopic(topic: string): string {
  return `${topic}.dlq`;
}

export interface TopicSpec {
  topic: string;
  numPartitions?: number;
  /** How long the broker keeps a message (retention.ms); the broker's default (a week) when absent. */
  retentionMs?: number;
}

/**
 * Requests and replies are read within seconds (a request's deadline is its time-out), and a request
 * may carry what a member sent (a person's identity number, a bank account number, when the client does
 * not use Stripe.js tokens): their topics keep messages an hour, not the broker's week.
 */
export const REQUEST_REPLY_RETENTION_MS = 60 * 60 * 1000;

export const DEFAULT_PARTITIONS = 3;

/**
 * Creates the topics a process needs if they do not exist yet. The broker runs with automatic topic
 * creation off, so a typo in a topic name fails loudly instead of creating a stray topic.
 */
export async function provisionTopics(kafka: Kafka, specs: readonly TopicSpec[]): Promise<string[]> {
  const admin = kafka.admin();
  await admin.connect();
  const deadline = Date.now() + PROVISION_TIMEOUT_MS;
  try {
    // Several services start at once on a fresh broker and create overlapping topics: a topic another
    // process is creating shows in the list before its partitions are ready, and the broker may answer
    // "does not host this topic-partition" meanwhile. So: create what is missing, then wait for every
    // requested topic (not only ours), and start over on such transient errors until the deadline.
    return await retryUntil(
      deadline,
      () => true,
      async () => {
        const existing = new Set(await admin.listTopics());
        const missing = uniqueBy(specs, (spec) => spec.topic).filter((spec) => !existing.has(spec.topic));
        if (missing.length > 0) {
          await admin.createTopics({
            waitForLeaders: true,
            topics: missing.map((spec) => ({
              topic: spec.topic,
              numPartitions: spec.numPartitions ?? DEFAULT_PARTITIONS,
              replicationFactor: -1,
              ...(spec.retentionMs === undefined ? {} : { configEntries: [retentionEntry(spec.retentionMs)] }),
            })),
          });
        }
        // A topic made before its retention was set (an older release, another process) gets it too.
        const retained = uniqueBy(specs, (spec) => spec.topic).filter(
          (spec) => spec.retentionMs !== undefined && existing.has(spec.topic),
        );
        if (retained.length > 0) {
          await admin.alterConfigs({
            validateOnly: false,
            resources: retained.map((spec) => ({
              type: TOPIC_RESOURCE,
              name: spec.topic,
              configEntries: [retentionEntry(spec.retentionMs!)],
            })),
          });
        }
        await waitForMetadata(admin, [...new Set(specs.map((spec) => spec.topic))], deadline);
        return missing.map((spec) => spec.topic);
      },
    );
  } finally {
    await admin.disconnect();
  }
}

const PROVISION_TIMEOUT_MS = 45_000;

function retentionEntry(retentionMs: number) {
  return { name: 'retention.ms', value: String(retentionMs) };
}

/**
 * On a fresh KRaft broker, topics just created can still answer "does not host this topic-partition"
 * to the metadata request a consumer's subscribe makes, although their leaders were elected: wait
 * until every partition of every topic reports a leader.
 */
async function waitForMetadata(admin: Admin, topics: readonly string[], deadline: number): Promise<void> {
  for (;;) {
    try {
      const { topics: described } = await admin.fetchTopicMetadata({ topics: [...topics] });
      if (described.every((topic) => topic.partitions.length > 0 && topic.partitions.every((p) => p.leader >= 0))) {
        return;
      }
    } catch (error) {
      if (Date.now() > deadline) {
        throw error;
      }
    }
    if (Date.now() > deadline) {
      throw new Error(`Kafka topics without partition leaders in time: ${topics.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Partitions of a service's request topic: enough for three replicas to share evenly (2, 3 or 6 of
 * them), few enough that a fetch stays small (a consumer names every partition it owns in each fetch).
 */
export const REQUEST_PARTITIONS = 6;

/**
 * The topic a request/reply pattern's requests go to: one per service (`<service>.requests`, the
 * pattern's first segment), the pattern itself in a header. One topic per pattern made every fetch of a
 * service name all of its patterns' partitions (57 for identity), which the broker and the consumer
 * paid for on every fetch, busy or idle.
 */
export function requestTopic(pattern: string): string {
  return `${pattern.split('.')[0]}.requests`;
}

/** The request topics of these patterns (each service's once). Replies go to the caller's own reply topic. */
export function requestTopics(patterns: readonly string[]): TopicSpec[] {
  return [...new Set(patterns.map(requestTopic))].map((topic) => ({
    topic,
    numPartitions: REQUEST_PARTITIONS,
    retentionMs: REQUEST_REPLY_RETENTION_MS,
  }));
}

/** An events topic together with its dead-letter topic. */
export function eventTopics(topic: string): TopicSpec[] {
  return [{ topic }, { topic: dlqTopic(topic) }];
}

/** Runs `attempt` again 250 ms after each error `retry` accepts, until it succeeds or the deadline passes. */
async function retryUntil<T>(
  deadline: number,
  retry: (error: unknown) => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!retry(error) || Date.now() > deadline) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()];
}

/**
 * A consumer group that has never committed starts at the topics' end ("latest"), and kafkajs resolves
 * that end only on its first fetch, after `run()` has returned: a request sent in between is skipped
 * and its caller times out. Committing the current ends for a group that has no offsets yet, before it
 * joins, makes "latest" mean "from the moment the service started", with no gap. A group that has
 * offsets (a restart, another replica) is left alone.
 *
 * On a fresh broker the first group operations create `__consumer_offsets`, and until its partitions
 * are loaded the broker answers "not the correct coordinator" or "coordinator not available": those
 * retriable answers are waited out (kafkajs' admin does not retry them) until the deadline.
 */
export async function anchorFreshGroup(
  kafka: Kafka,
  groupId: string,
  topics: readonly string[],
  timeoutMs = ANCHOR_TIMEOUT_MS,
): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  const deadline = Date.now() + timeoutMs;
  try {
    await retryUntil(deadline, isRetriable, () => anchor(kafka, admin, groupId, topics));
  } finally {
    await admin.disconnect();
  }
}

const ANCHOR_TIMEOUT_MS = 45_000;

async function anchor(kafka: Kafka, admin: Admin, groupId: string, topics: readonly string[]): Promise<void> {
  const committed = await admin.fetchOffsets({ groupId, topics: [...topics] });
  const fresh = committed
    .filter(({ partitions }) => partitions.every(({ offset }) => offset === '-1'))
    .map(({ topic }) => topic);
  if (fresh.length === 0) {
    return;
  }
  const ends = await Promise.all(
    fresh.map(async (topic) => ({ topic, partitions: await admin.fetchTopicOffsets(topic) })),
  );
  await commitOffsets(kafka, groupId, ends);
}

/**
 * Commits offsets for a group nobody runs, all topics in one join. kafkajs' `admin.setOffsets` does
 * the same one topic at a time and waits a whole fetch (5 s) for each: 30 topics took two and a half
 * minutes on a fresh broker. A group that is running is left to its members.
 */
async function commitOffsets(
  kafka: Kafka,
  groupId: string,
  offsets: readonly { topic: string; partitions: readonly { partition: number; offset: string }[] }[],
): Promise<void> {
  const topics = offsets.map(({ topic }) => topic);
  // Paused topics make the fetch loop wait maxWaitTimeInMs before it reports the round that commits the seeks.
  const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: false, maxWaitTimeInMs: 50 });
  await consumer.connect();
  try {
    const { state } = await consumer.describeGroup();
    if (state !== 'Empty' && state !== 'Dead') {
      return;
    }
    await consumer.subscribe({ topics, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer.on(consumer.events.FETCH, () => resolve());
      consumer.on(consumer.events.CRASH, ({ payload }) => reject(payload.error));
      consumer.run({ eachBatchAutoResolve: false, eachBatch: async () => {} }).catch(reject);
      consumer.pause(topics.map((topic) => ({ topic })));
      for (const { topic, partitions } of offsets) {
        for (const { partition, offset } of partitions) {
          consumer.seek({ topic, partition, offset });
        }
      }
    });
  } finally {
    await consumer.disconnect();
  }
}

/** kafkajs marks the broker's transient answers (coordinator moving or loading, leader elections) retriable. */
function isRetriable(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { retriable?: boolean }).retriable === true || cause.name === 'KafkaJSNumberOfRetriesExceeded') {
      return true;
    }
  }
  return false;
}
