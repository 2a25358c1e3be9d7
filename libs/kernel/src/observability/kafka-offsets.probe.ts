import type { Admin, Kafka } from 'kafkajs';
import type { Metrics } from './metrics.js';

/** A consumer group this process runs and the topics it reads. */
export interface ConsumerGroupTopics {
  groupId: string;
  topics: readonly string[];
}

/** One partition's figures as Kafka answers them: offsets are decimal strings, -1 for none. */
export interface PartitionOffsets {
  partition: number;
  /** The next offset to be written (the high watermark). */
  high: string;
  /** The first offset still retained. */
  low: string;
}

/**
 * A group's lag on one partition: what was written and is not yet committed. A group that has never
 * committed there (offset -1) has everything retained ahead of it.
 */
export function partitionLag(offsets: PartitionOffsets, committed: string | undefined): number {
  const high = Number(offsets.high);
  const start = committed === undefined || Number(committed) < 0 ? Number(offsets.low) : Number(committed);
  return Math.max(0, high - start);
}

/** Messages retained on a topic: the sum over its partitions of high minus low. */
export function retainedMessages(offsets: readonly PartitionOffsets[]): number {
  return offsets.reduce((sum, partition) => sum + Math.max(0, Number(partition.high) - Number(partition.low)), 0);
}

/**
 * Consumer lag per group, topic and partition, and the depth of the dead-letter topics, asked of Kafka
 * at each scrape (two admin requests per topic: committed offsets and watermarks) rather than kept up
 * to date: a stuck consumer reports no progress of its own, but its lag still grows here. Every replica
 * of a service reports the same figures; the alerts and the dashboard take their `max`.
 */
export class KafkaOffsetsProbe {
  private admin: Promise<Admin> | undefined;

  constructor(
    private readonly kafka: Kafka,
    private readonly groups: readonly ConsumerGroupTopics[],
    private readonly deadLetterTopics: readonly string[],
  ) {}

  /** Registers the probe on `metrics` (see Metrics.onScrape). */
  register(metrics: Metrics): void {
    metrics.onScrape('kafka-offsets', () => this.measure(metrics));
  }

  async measure(metrics: Metrics): Promise<void> {
    try {
      const admin = await this.connected();
      const topics = [...new Set([...this.groups.flatMap((group) => group.topics), ...this.deadLetterTopics])];
      const watermarks = new Map(
        await Promise.all(topics.map(async (topic) => [topic, await admin.fetchTopicOffsets(topic)] as const)),
      );
      const lags = await Promise.all(
        this.groups.map(async ({ groupId, topics: groupTopics }) => {
          const committed = await admin.fetchOffsets({ groupId, topics: [...groupTopics] });
          return committed.flatMap(({ topic, partitions }) =>
            (watermarks.get(topic) ?? []).map((offsets) => ({
              group: groupId,
              topic,
              partition: String(offsets.partition),
              lag: partitionLag(offsets, partitions.find((p) => p.partition === offsets.partition)?.offset),
            })),
          );
        }),
      );
      // Replaced whole: a partition or group that went away leaves no stale series behind.
      metrics.consumerLag.reset();
      for (const { lag, ...labels } of lags.flat()) {
        metrics.consumerLag.set(labels, lag);
      }
      metrics.dlqMessages.reset();
      for (const topic of this.deadLetterTopics) {
        metrics.dlqMessages.set({ topic }, retainedMessages(watermarks.get(topic) ?? []));
      }
    } catch (error) {
      // The connection may be what failed: the next scrape opens a new one.
      await this.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    const admin = this.admin;
    this.admin = undefined;
    await admin?.then((connected) => connected.disconnect()).catch(() => undefined);
  }

  /** One admin connection, opened at the first scrape and kept (a scrape every 30 s is cheap on it). */
  private connected(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin({ retry: { retries: 0 } });
      await admin.connect();
      return admin;
    })();
    return this.admin;
  }
}
