import {
  DomainError,
  LOGGER,
  listed,
  readDeadLetterTopic,
  republish,
  type Logger,
  type RawDeadLetter,
} from '@callsheet/kernel';
import { OpsErrorCode } from '@callsheet/contracts';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Admin, Kafka } from 'kafkajs';
import type { Redis } from 'ioredis';
import { kafkaRefusal } from '../kafka-refusal.js';
import { OPS_KAFKA } from '../ops-kafka.js';
import { isTopicName, topicNotFound } from '../topics/topic-catalog.js';
import {
  MAX_LISTED_DEAD_LETTERS,
  oldestFirst,
  placeKey,
  replayedPrefixes,
  selectForReplay,
  type ReplaySelection,
} from './dead-letter-replay.js';

/** The gateway's Redis for the operators' bookkeeping (which dead letters were replayed). */
export const OPS_REDIS = Symbol('OpsRedis');

/**
 * Replayed dead letters, per DLQ: a hash of `<partition>:<offset>` → when. It outlives the messages
 * (Kafka never reuses an offset), so a replayed letter is never replayed again, even after its deletion.
 */
export const REPLAYED_KEY_PREFIX = 'callsheet:dlq-replayed:';
const REPLAYED_TTL_SECONDS = 90 * 24 * 3600;
const READ_TIMEOUT_MS = 30_000;

export interface DeadLetterView {
  partition: number;
  offset: string;
  key?: string;
  eventId?: string;
  eventType?: string;
  consumer?: string;
  attempts?: string;
  reason?: string;
  source?: string;
  timestamp: string;
  replayedAt?: string;
}

/**
 * The dead letters of `<topic>.dlq` for operators: listed with the reasons the consumer wrote in their
 * headers, replayed onto `<topic>` once each (claimed in Redis with HSETNX before publishing, so two
 * operators, two clicks or a retried request never publish one twice), then deleted from the DLQ as far
 * as every letter of a partition's prefix was replayed (Kafka deletes only prefixes).
 */
@Injectable()
export class DeadLetterDesk implements OnApplicationShutdown {
  constructor(
    @Inject(OPS_KAFKA) private readonly kafka: Kafka,
    @Inject(OPS_REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async list(
    topic: string,
  ): Promise<{ topic: string; deadLetterTopic: string; data: DeadLetterView[]; truncated: boolean }> {
    return this.withDeadLetters(topic, MAX_LISTED_DEAD_LETTERS, ({ read, watermarks }, replayed) => {
      const { letters, truncated } = oldestFirst(read);
      const retained = [...watermarks.values()].reduce((sum, { low, high }) => sum + (high - low), 0n);
      return {
        topic,
        deadLetterTopic: `${topic}.dlq`,
        data: letters.map((letter) => view(letter, replayed.get(placeKey(letter)))),
        truncated: truncated || retained > BigInt(read.length),
      };
    });
  }

  async replay(
    topic: string,
    selection: ReplaySelection,
  ): Promise<{ topic: string; replayed: number; deadLetters: DeadLetterView[] }> {
    return this.withDeadLetters(topic, undefined, async ({ read, ends }, replayed, admin) => {
      const chosen = selectForReplay(read, replayed, selection);
      const key = `${REPLAYED_KEY_PREFIX}${topic}.dlq`;
      const at = new Date().toISOString();
      // Claim each one; only the claims won are published (another operator's request wins the others).
      const claims = chosen.length === 0 ? [] : await this.claim(key, chosen, at);
      const won = chosen.filter((_, index) => claims[index] === 1);
      if (selection.kind === 'one' && won.length === 0) {
        // Another request claimed it between the read and the claim.
        throw new DomainError(OpsErrorCode.DeadLetterAlreadyReplayed, 'This dead letter was replayed already.', [
          placeKey(selection),
        ]);
      }
      try {
        await republish(this.kafka, topic, won);
      } catch (error) {
        await this.redis.hdel(key, ...won.map(placeKey)).catch(() => undefined);
        throw error;
      }
      const done = new Set([...replayed.keys(), ...won.map(placeKey)]);
      const prefixes = replayedPrefixes(read, ends, done);
      if (prefixes.length > 0) {
        // The bookkeeping already stops a second replay; a failed deletion only leaves them listed.
        await admin.deleteTopicRecords({ topic: `${topic}.dlq`, partitions: prefixes }).catch((error: unknown) => {
          this.logger.warn({ err: error, topic }, 'replayed dead letters could not be deleted from the DLQ');
        });
      }
      this.logger.info({ topic, replayed: won.length }, 'dead letters replayed');
      return { topic, replayed: won.length, deadLetters: won.map((letter) => view(letter, at)) };
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async claim(key: string, letters: readonly RawDeadLetter[], at: string): Promise<number[]> {
    const pipeline = this.redis.multi();
    for (const letter of letters) {
      pipeline.hsetnx(key, placeKey(letter), at);
    }
    pipeline.expire(key, REPLAYED_TTL_SECONDS);
    const answers = (await pipeline.exec()) ?? [];
    return answers.slice(0, letters.length).map(([error, value]) => (error ? 0 : Number(value)));
  }

  private async withDeadLetters<T>(
    topic: string,
    maxPerPartition: number | undefined,
    work: (
      dlq: Awaited<ReturnType<typeof readDeadLetterTopic>>,
      replayed: ReadonlyMap<string, string>,
      admin: Admin,
    ) => T | Promise<T>,
  ): Promise<T> {
    if (!isTopicName(topic) || topic.endsWith('.dlq')) {
      throw topicNotFound(topic);
    }
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const names = new Set(await admin.listTopics());
      if (!names.has(topic) || !names.has(`${topic}.dlq`)) {
        throw topicNotFound(topic);
      }
      const dlq = await readDeadLetterTopic(this.kafka, admin, topic, { timeoutMs: READ_TIMEOUT_MS, maxPerPartition });
      const replayed = new Map(Object.entries(await this.redis.hgetall(`${REPLAYED_KEY_PREFIX}${topic}.dlq`)));
      return await work(dlq, replayed, admin);
    } catch (error) {
      throw kafkaRefusal(error);
    } finally {
      await admin.disconnect();
    }
  }
}

function view(letter: RawDeadLetter, replayedAt: string | undefined): DeadLetterView {
  return {
    ...withoutUndefined(listed(letter)),
    ...(letter.key ? { key: letter.key.toString('utf8') } : {}),
    timestamp: new Date(Number(letter.timestamp)).toISOString(),
    ...(replayedAt ? { replayedAt } : {}),
  } as DeadLetterView;
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
