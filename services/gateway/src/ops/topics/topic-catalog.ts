import { DomainError, paginateList, type Page, type PageRequest } from '@callsheet/kernel';
import { OpsErrorCode } from '@callsheet/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Admin, Kafka } from 'kafkajs';
import { kafkaRefusal } from '../kafka-refusal.js';
import { OPS_KAFKA } from '../ops-kafka.js';
import { consumerLag, hasCommitted, topicTotals, type CommittedOffset } from './topic-offsets.js';
import type { TopicResponse } from './topic.response.js';

const DLQ_SUFFIX = '.dlq';

/** What operators may name as a topic: Kafka's own rule (legal characters, at most 249 of them). */
export function isTopicName(name: string): boolean {
  return /^[A-Za-z0-9._-]{1,249}$/.test(name) && name !== '.' && name !== '..';
}

/** Kafka topics as operators see them: partitions, offsets, retained messages, dead-letter depth, lag by group. */
@Injectable()
export class TopicCatalog {
  constructor(@Inject(OPS_KAFKA) private readonly kafka: Kafka) {}

  async list(page: PageRequest): Promise<Page<TopicResponse>> {
    return this.withAdmin(async (admin) => {
      // Kafka's internal topics (__consumer_offsets) are not ours to watch.
      const names = (await admin.listTopics()).filter((name) => !name.startsWith('__')).sort();
      const { data, has_more } = paginateList(names, page, (name) => name);
      const committed = await committedOffsets(admin);
      const existing = new Set(names);
      return {
        data: await Promise.all(data.map((name) => describe(admin, name, existing, committed))),
        has_more,
      };
    });
  }

  /** One topic that exists (404 topicNotFound otherwise, a name Kafka would refuse included). */
  async requireTopic(name: string): Promise<void> {
    if (!isTopicName(name)) {
      throw topicNotFound(name);
    }
    await this.withAdmin(async (admin) => {
      if (!(await admin.listTopics()).includes(name)) {
        throw topicNotFound(name);
      }
    });
  }

  private async withAdmin<T>(work: (admin: Admin) => Promise<T>): Promise<T> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      return await work(admin);
    } catch (error) {
      throw kafkaRefusal(error);
    } finally {
      await admin.disconnect();
    }
  }
}

export function topicNotFound(name: string): DomainError {
  return new DomainError(OpsErrorCode.TopicNotFound, 'No such topic, or it has no dead-letter topic.', [
    name.slice(0, 249),
  ]);
}

/** Every consumer group's committed offsets, by topic: one OffsetFetch per group. */
async function committedOffsets(
  admin: Admin,
): Promise<Map<string, { groupId: string; state?: string; offsets: CommittedOffset[] }[]>> {
  const { groups } = await admin.listGroups();
  const ids = groups.map((group) => group.groupId);
  const states = new Map(
    ids.length === 0
      ? []
      : (await admin.describeGroups(ids)).groups.map((group) => [group.groupId, group.state] as const),
  );
  const byTopic = new Map<string, { groupId: string; state?: string; offsets: CommittedOffset[] }[]>();
  await Promise.all(
    ids.map(async (groupId) => {
      // A group deleted between the two calls has nothing to say.
      const topics = await admin.fetchOffsets({ groupId }).catch(() => []);
      for (const { topic, partitions } of topics) {
        if (!hasCommitted(partitions)) {
          continue;
        }
        const entry = { groupId, state: states.get(groupId), offsets: partitions };
        byTopic.set(topic, [...(byTopic.get(topic) ?? []), entry]);
      }
    }),
  );
  return byTopic;
}

async function describe(
  admin: Admin,
  name: string,
  existing: ReadonlySet<string>,
  committed: Map<string, { groupId: string; state?: string; offsets: CommittedOffset[] }[]>,
): Promise<TopicResponse> {
  const offsets = await admin.fetchTopicOffsets(name);
  const deadLetter = name.endsWith(DLQ_SUFFIX);
  const deadLetterTopic = `${name}${DLQ_SUFFIX}`;
  const dlq = !deadLetter && existing.has(deadLetterTopic) ? await admin.fetchTopicOffsets(deadLetterTopic) : undefined;
  return {
    name,
    partitions: offsets.length,
    ...topicTotals(offsets),
    deadLetter,
    ...(dlq ? { deadLetterTopic, deadLetterMessages: topicTotals(dlq).messages } : {}),
    consumerGroups: (committed.get(name) ?? [])
      .map(({ groupId, state, offsets: groupOffsets }) => ({
        groupId,
        lag: consumerLag(offsets, groupOffsets),
        ...(state ? { state } : {}),
      }))
      .sort((a, b) => a.groupId.localeCompare(b.groupId)),
  };
}
