import { kafkaBrokers, repoRoot } from '@callsheet/testing';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createKafka, createLogger, dlqTopic, eventTopics, provisionTopics, replayDeadLetters } from '../src/index.js';

// Replaying a dead-letter topic on the real broker: listed first, then published again to its source
// topic with its key, value and event headers (not the dlq-* ones), and deleted from the DLQ; through the
// library and through the operators' command (libs/kernel/dist/cli/dlq-replay.js, built by npm run build).
const run = randomUUID().slice(0, 8);
const kafka = createKafka(`kernel-dlq-test-${run}`, kafkaBrokers, createLogger('kernel-dlq-test', 'silent'));
const admin = kafka.admin();
const producer = kafka.producer();

function deadLetter(topic: string, index: number) {
  return {
    key: `aggregate-${index}`,
    value: Buffer.from([0, 1, 2, 255, 10, index]),
    partition: index % 3,
    headers: {
      'event-id': `00000000-0000-4000-8000-00000000000${index}`,
      'event-type': 'callsheet.test.v1.Happened',
      'correlation-id': `correlation-${index}`,
      'dlq-reason': `handler failed on ${index}`,
      'dlq-consumer': 'kernel-test.consumer',
      'dlq-attempts': '5',
      'dlq-source': `${topic}/${index % 3}/${index}`,
    },
  };
}

async function readAll(topic: string, count: number) {
  const consumer = kafka.consumer({ groupId: `kernel-dlq-test-reader-${randomUUID()}` });
  const seen: { key: string; value: Buffer; headers: Record<string, string> }[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await new Promise<void>((resolve) => {
    void consumer.run({
      eachMessage: async ({ message }) => {
        const headers = Object.fromEntries(
          Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)]),
        );
        seen.push({ key: String(message.key), value: message.value!, headers });
        if (seen.length === count) {
          resolve();
        }
        await Promise.resolve();
      },
    });
  });
  await consumer.disconnect();
  return seen.sort((a, b) => a.key.localeCompare(b.key));
}

async function dlqDepth(topic: string) {
  const offsets = await admin.fetchTopicOffsets(dlqTopic(topic));
  return offsets.reduce((sum, partition) => sum + Number(partition.high) - Number(partition.low), 0);
}

beforeAll(async () => {
  await admin.connect();
  await producer.connect();
});

afterAll(async () => {
  await producer.disconnect();
  await admin.disconnect();
});

describe('replayDeadLetters', () => {
  it('lists the dead letters, then replays them to their topic and empties the DLQ', async () => {
    const topic = `kernel-dlq-test.${run}.events`;
    await provisionTopics(kafka, eventTopics(topic));
    await producer.send({ topic: dlqTopic(topic), acks: -1, messages: [1, 2, 3].map((i) => deadLetter(topic, i)) });

    const listed = await replayDeadLetters(kafka, topic);
    expect(listed.replayed).toBe(false);
    expect(listed.deadLetters.map((letter) => [letter.eventId, letter.reason, letter.consumer])).toEqual(
      expect.arrayContaining(
        [1, 2, 3].map((i) => [
          `00000000-0000-4000-8000-00000000000${i}`,
          `handler failed on ${i}`,
          'kernel-test.consumer',
        ]),
      ),
    );
    expect(listed.deadLetters).toHaveLength(3);
    expect(await dlqDepth(topic)).toBe(3);

    const replayed = await replayDeadLetters(kafka, topic, { apply: true });
    expect(replayed.replayed).toBe(true);
    expect(replayed.deadLetters).toHaveLength(3);
    const back = await readAll(topic, 3);
    expect(back.map((message) => message.key)).toEqual(['aggregate-1', 'aggregate-2', 'aggregate-3']);
    for (const [index, message] of back.entries()) {
      const sent = deadLetter(topic, index + 1);
      expect(message.value.equals(sent.value)).toBe(true);
      // The event's own headers, none of the DLQ's.
      expect(message.headers).toEqual({
        'event-id': sent.headers['event-id'],
        'event-type': sent.headers['event-type'],
        'correlation-id': sent.headers['correlation-id'],
      });
    }
    expect(await dlqDepth(topic)).toBe(0);
    expect((await replayDeadLetters(kafka, topic, { apply: true })).deadLetters).toEqual([]);
  });

  it('is the operators’ command: lists, replays with --apply, refuses an unknown topic', async () => {
    const topic = `kernel-dlq-test.${run}.cli.events`;
    await provisionTopics(kafka, eventTopics(topic));
    await producer.send({ topic: dlqTopic(topic), acks: -1, messages: [deadLetter(topic, 4)] });
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, [join(repoRoot, 'libs/kernel/dist/cli/dlq-replay.js'), ...args], {
        encoding: 'utf8',
        env: { ...process.env, KAFKA_BROKERS: kafkaBrokers.join(',') },
      });

    const listed = cli(topic);
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain('event 00000000-0000-4000-8000-000000000004 callsheet.test.v1.Happened');
    expect(listed.stdout).toContain('consumer kernel-test.consumer after 5 attempts: handler failed on 4');
    expect(listed.stdout).toContain(`1 dead letter(s) in ${topic}.dlq; replay them with --apply`);
    expect(await dlqDepth(topic)).toBe(1);

    const applied = cli(topic, '--apply');
    expect(applied.status).toBe(0);
    expect(applied.stdout).toContain(`1 dead letter(s) published to ${topic} again and deleted from ${topic}.dlq`);
    expect(await dlqDepth(topic)).toBe(0);
    expect((await readAll(topic, 1))[0].key).toBe('aggregate-4');

    const unknown = cli(`kernel-dlq-test.${run}.nothing.events`);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain(`Topic kernel-dlq-test.${run}.nothing.events does not exist`);
    expect(cli().status).toBe(2);
  });
});
