import type { Consumer, TopicPartitionOffsetAndMetadata } from 'kafkajs';
import type { Logger } from '../../logging/index.js';

/**
 * Commits a request consumer's offsets off its fetch path. kafkajs 2.2 commits after every batch
 * whatever `autoCommitInterval` says (the interval only applies between batches), and the next fetch
 * waits for that round trip: one commit request per request under light load. With `autoCommit: false`
 * the server records what it took here and commits the newest offset of each partition at most every
 * `intervalMs`, and at once when the group rebalances or the process stops, so that a partition moving
 * to another replica re-reads as little as possible.
 */
export class OffsetCommits {
  private readonly taken = new Map<string, TopicPartitionOffsetAndMetadata>();
  private timer: NodeJS.Timeout | undefined;
  private committing: Promise<void> | undefined;

  constructor(
    private readonly consumer: Consumer,
    private readonly logger: Logger,
    private readonly intervalMs = 100,
  ) {}

  /** The message at `offset` was taken: the partition's committed position moves past it. */
  take(topic: string, partition: number, offset: string): void {
    this.taken.set(`${topic}/${partition}`, { topic, partition, offset: (BigInt(offset) + 1n).toString() });
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.intervalMs);
  }

  /** Commits what was taken since the last commit; a failed commit is logged, never thrown. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.committing;
    if (this.taken.size === 0) {
      return;
    }
    const offsets = [...this.taken.values()];
    this.taken.clear();
    this.committing = this.consumer
      .commitOffsets(offsets)
      .catch((error: unknown) => {
        // Lost in a rebalance or a broker restart: the partition's next owner re-reads those requests,
        // and drops those whose deadline has passed.
        this.logger.warn({ err: error }, 'request offsets not committed');
      })
      .finally(() => {
        this.committing = undefined;
      });
    await this.committing;
  }
}
