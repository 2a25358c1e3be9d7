import type { Admin, Kafka } from 'kafkajs';

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
}

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
    for (;;) {
      try {
        const existing = new Set(await admin.listTopics());
        const missing = uniqueBy(specs, (spec) => spec.topic).filter((spec) => !existing.has(spec.topic));
        if (missing.length > 0) {
          await admin.createTopics({
            waitForLeaders: true,
            topics: missing.map((spec) => ({
              topic: spec.topic,
              numPartitions: spec.numPartitions ?? DEFAULT_PARTITIONS,
              replicationFactor: -1,
            })),
          });
        }
        await waitForMetadata(admin, [...new Set(specs.map((spec) => spec.topic))], deadline);
        return missing.map((spec) => spec.topic);
      } catch (error) {
        if (Date.now() > deadline) {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  } finally {
    await admin.disconnect();
  }
}

const PROVISION_TIMEOUT_MS = 45_000;

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
 * The request topics of request/reply patterns (one per pattern, named after it). Replies go to the
 * caller's own reply topic (RpcTransport), not one per pattern.
 */
export function requestTopics(patterns: readonly string[]): TopicSpec[] {
  return patterns.map((pattern) => ({ topic: pattern }));
}

/** An events topic together with its dead-letter topic. */
export function eventTopics(topic: string): TopicSpec[] {
  return [{ topic }, { topic: dlqTopic(topic) }];
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
 */
export async function anchorFreshGroup(kafka: Kafka, groupId: string, topics: readonly string[]): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const committed = await admin.fetchOffsets({ groupId, topics: [...topics] });
    for (const { topic, partitions } of committed) {
      if (partitions.some(({ offset }) => offset !== '-1')) {
        continue;
      }
      const ends = await admin.fetchTopicOffsets(topic);
      try {
        await admin.setOffsets({
          groupId,
          topic,
          partitions: ends.map(({ partition, offset }) => ({ partition, offset })),
        });
      } catch {
        // Another replica of the group is already running: it resolves the ends for the group.
      }
    }
  } finally {
    await admin.disconnect();
  }
}
