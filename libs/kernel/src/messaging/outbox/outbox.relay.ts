import type { Producer, TopicMessages } from 'kafkajs';
import pg from 'pg';
import type { Logger } from '../../logging/index.js';
import type { Metrics } from '../../observability/metrics.js';
import type { TransactionalSqlClient } from '../sql-client.js';
import { OUTBOX_CHANNEL } from './outbox.schema.js';
import { readOutboxBacklog } from './outbox-backlog.messages.js';

interface OutboxRow {
  id: bigint;
  topic: string;
  aggregate_id: string;
  payload: Uint8Array;
  headers: Record<string, string>;
}

export interface OutboxRelayOptions {
  db: TransactionalSqlClient;
  /** A connected producer created with `orderedProducerConfig`. */
  producer: Producer;
  /** Same database as `db`; a dedicated connection LISTENs for commit notifications. */
  databaseUrl: string;
  logger: Logger;
  metrics: Metrics;
  pollIntervalMs?: number;
  batchSize?: number;
  maxBackoffMs?: number;
}

// Only one relay per database publishes at a time, so rows leave in `id` order and the events of
// one aggregate keep their order on its partition. Any constant works; this one spells "outbox".
const RELAY_LOCK_KEY = 0x6f7574626f78;

/**
 * Publishes outbox rows to Kafka, oldest first, and marks them published. Woken by NOTIFY on commit
 * and by a poll as a safety net. A failed batch stays unpublished and is retried with backoff, so an
 * event written while Kafka is down goes out once Kafka is back (at least once; consumers dedupe).
 */
export class OutboxRelay {
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxBackoffMs: number;
  private listener: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private draining: Promise<void> | undefined;
  private wakeRequested = false;
  private failures = 0;
  /**
   * Rows Kafka took whose `published_at` the database did not record (it failed between the send and
   * the commit): the next batch marks them without sending them again, so a database restart does not
   * publish an event twice. Only a relay that dies in that moment sends again (consumers deduplicate).
   */
  private readonly sentNotMarked = new Set<string>();

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 200;
    this.maxBackoffMs = options.maxBackoffMs ?? 10_000;
  }

  async start(): Promise<void> {
    this.running = true;
    await this.listen();
    this.schedule(0);
    this.options.metrics.onScrape('outbox', () => this.measureBacklog());
  }

  /**
   * The outbox's backlog and the age of its oldest unpublished row, asked at each scrape: an age above a
   * minute means events are not getting out (Kafka away, or every batch failing). The index on
   * (published_at, id) keeps this to the unpublished rows.
   */
  private async measureBacklog(): Promise<void> {
    const { backlog, oldestAgeSeconds } = await readOutboxBacklog(this.options.db);
    this.options.metrics.outboxBacklog.set(backlog);
    this.options.metrics.outboxOldestAge.set(oldestAgeSeconds);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.draining;
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  /** Publishes everything pending now; resolves when the outbox is empty or a batch failed. */
  async drain(): Promise<void> {
    if (this.draining) {
      this.wakeRequested = true;
      return this.draining;
    }
    this.draining = this.drainLoop().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async drainLoop(): Promise<void> {
    do {
      this.wakeRequested = false;
      let published: number;
      do {
        published = await this.publishBatch();
      } while (published === this.batchSize && this.running);
    } while (this.wakeRequested && this.running);
  }

  private async publishBatch(): Promise<number> {
    try {
      const published = await this.options.db.$transaction(
        async (tx) => {
          const [lock] = await tx.$queryRaw<
            { locked: boolean }[]
          >`SELECT pg_try_advisory_xact_lock(${RELAY_LOCK_KEY}) AS locked`;
          if (!lock?.locked) {
            return [];
          }
          const rows = await tx.$queryRaw<OutboxRow[]>`
            SELECT id, topic, aggregate_id, payload, headers FROM outbox
            WHERE published_at IS NULL ORDER BY id LIMIT ${this.batchSize}`;
          if (rows.length === 0) {
            return [];
          }
          const unsent = rows.filter((row) => !this.sentNotMarked.has(String(row.id)));
          if (unsent.length > 0) {
            await this.options.producer.sendBatch({ topicMessages: groupByTopic(unsent), acks: -1 });
          }
          for (const row of unsent) {
            this.sentNotMarked.add(String(row.id));
            this.options.metrics.outboxPublished.inc({ topic: row.topic });
          }
          const ids = rows.map((row) => row.id);
          await tx.$executeRaw`UPDATE outbox SET published_at = now() WHERE id = ANY(${ids})`;
          return ids;
        },
        { timeout: 60_000, maxWait: 10_000 },
      );
      // Committed: Kafka and the database agree on these rows now.
      published.forEach((id) => this.sentNotMarked.delete(String(id)));
      this.failures = 0;
      return published.length;
    } catch (error) {
      this.failures += 1;
      this.options.metrics.outboxRelayFailures.inc();
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.warn(
        { err: error, failures: this.failures },
        `outbox relay batch failed, will retry: ${message}`,
      );
      await this.recordFailure(message);
      return 0;
    }
  }

  private async recordFailure(message: string): Promise<void> {
    try {
      await this.options.db.$executeRaw`
        UPDATE outbox SET attempts = attempts + 1, last_error = ${message.slice(0, 1000)}
        WHERE id = (SELECT min(id) FROM outbox WHERE published_at IS NULL)`;
    } catch {
      // The database may be what failed; the next batch reports it again.
    }
  }

  private schedule(delayMs: number): void {
    if (!this.running) {
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.drain().finally(() => this.schedule(this.nextDelay()));
    }, delayMs);
  }

  private nextDelay(): number {
    if (this.failures === 0) {
      return this.pollIntervalMs;
    }
    return Math.min(this.maxBackoffMs, 200 * 2 ** Math.min(this.failures, 10));
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', () => {
      if (this.failures === 0) {
        void this.drain();
      }
    });
    client.on('error', (error) => {
      // Losing the LISTEN connection only costs latency: the poll still publishes. Reconnect later.
      this.options.logger.warn({ err: error }, 'outbox LISTEN connection lost; polling until it is back');
      this.listener = undefined;
      setTimeout(() => void this.relisten(), this.pollIntervalMs);
    });
    await client.connect();
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.listener = client;
  }

  private async relisten(): Promise<void> {
    if (!this.running || this.listener) {
      return;
    }
    try {
      await this.listen();
    } catch {
      setTimeout(() => void this.relisten(), this.pollIntervalMs);
    }
  }
}

/** Groups rows by topic keeping their order; the aggregate id is the key, so one aggregate stays on one partition. */
function groupByTopic(rows: readonly OutboxRow[]): TopicMessages[] {
  const byTopic = new Map<string, TopicMessages>();
  for (const row of rows) {
    const entry = byTopic.get(row.topic) ?? { topic: row.topic, messages: [] };
    entry.messages.push({ key: row.aggregate_id, value: Buffer.from(row.payload), headers: row.headers });
    byTopic.set(row.topic, entry);
  }
  return [...byTopic.values()];
}
