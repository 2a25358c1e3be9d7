import { KAFKA, paginateList, type Page, type PageRequest } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { Admin, Kafka } from 'kafkajs';
import type { TopicResponse } from './topic.response.js';

/** Kafka topics as operators see them: partitions, retained messages, dead-letter depth. */
@Injectable()
export class TopicCatalog {
  constructor(@Inject(KAFKA) private readonly kafka: Kafka) {}

  async list(page: PageRequest): Promise<Page<TopicResponse>> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      // Kafka's internal topics (__consumer_offsets) are not ours to watch.
      const names = (await admin.listTopics()).filter((name) => !name.startsWith('__')).sort();
      const { data, has_more } = paginateList(names, page, (name) => name);
      return { data: await Promise.all(data.map((name) => describe(admin, name))), has_more };
    } finally {
      await admin.disconnect();
    }
  }
}

async function describe(admin: Admin, name: string): Promise<TopicResponse> {
  const offsets = await admin.fetchTopicOffsets(name);
  const messages = offsets.reduce((sum, partition) => sum + Number(partition.high) - Number(partition.low), 0);
  return { name, partitions: offsets.length, messages, deadLetter: name.endsWith('.dlq') };
}
