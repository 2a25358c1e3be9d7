import type { Kafka } from 'kafkajs';
import { KafkaOffsetsProbe, partitionLag, retainedMessages } from './kafka-offsets.probe.js';
import { Metrics } from './metrics.js';

describe('partitionLag', () => {
  it('is what was written and not yet committed', () => {
    expect(partitionLag({ partition: 0, high: '120', low: '0' }, '100')).toBe(20);
    expect(partitionLag({ partition: 0, high: '120', low: '0' }, '120')).toBe(0);
  });

  it('counts everything retained for a group that never committed there', () => {
    expect(partitionLag({ partition: 0, high: '120', low: '30' }, '-1')).toBe(90);
    expect(partitionLag({ partition: 0, high: '120', low: '30' }, undefined)).toBe(90);
  });

  it('is never negative (a commit read after the watermark moved)', () => {
    expect(partitionLag({ partition: 0, high: '10', low: '0' }, '12')).toBe(0);
  });
});

describe('retainedMessages', () => {
  it('sums high minus low over the partitions', () => {
    expect(
      retainedMessages([
        { partition: 0, high: '5', low: '2' },
        { partition: 1, high: '0', low: '0' },
        { partition: 2, high: '7', low: '7' },
      ]),
    ).toBe(3);
  });
});

/** A kafkajs client whose admin answers from fixed offsets. */
function fakeKafka(state: { failing: boolean; connects: number }): Kafka {
  const watermarks: Record<string, { partition: number; offset: string; high: string; low: string }[]> = {
    'connections.requests': [
      { partition: 0, offset: '10', high: '10', low: '0' },
      { partition: 1, offset: '4', high: '4', low: '0' },
    ],
    'profiles.talent.events': [{ partition: 0, offset: '50', high: '50', low: '0' }],
    'profiles.talent.events.dlq': [{ partition: 0, offset: '3', high: '3', low: '1' }],
  };
  const committed: Record<string, string[]> = {
    'connections-server': ['10', '1'],
    'connections.talent-events': ['-1'],
  };
  const admin = {
    connect: () => {
      state.connects += 1;
      return Promise.resolve();
    },
    disconnect: () => Promise.resolve(),
    fetchTopicOffsets: (topic: string) =>
      state.failing ? Promise.reject(new Error('broker away')) : Promise.resolve(watermarks[topic]),
    fetchOffsets: ({ groupId, topics }: { groupId: string; topics: string[] }) =>
      Promise.resolve(
        topics.map((topic) => ({
          topic,
          partitions: committed[groupId].map((offset, partition) => ({ partition, offset })),
        })),
      ),
  };
  return { admin: () => admin } as unknown as Kafka;
}

describe('KafkaOffsetsProbe', () => {
  it('sets the lag of every partition of every group, and the depth of the DLQs, at each scrape', async () => {
    const state = { failing: false, connects: 0 };
    const metrics = new Metrics('probe-test');
    const probe = new KafkaOffsetsProbe(
      fakeKafka(state),
      [
        { groupId: 'connections-server', topics: ['connections.requests'] },
        { groupId: 'connections.talent-events', topics: ['profiles.talent.events'] },
      ],
      ['profiles.talent.events.dlq'],
    );
    probe.register(metrics);
    const text = await metrics.exposition();
    expect(text).toContain(
      'callsheet_kafka_consumer_lag{group="connections-server",topic="connections.requests",partition="0",service="probe-test"} 0',
    );
    expect(text).toContain(
      'callsheet_kafka_consumer_lag{group="connections-server",topic="connections.requests",partition="1",service="probe-test"} 3',
    );
    expect(text).toContain(
      'callsheet_kafka_consumer_lag{group="connections.talent-events",topic="profiles.talent.events",partition="0",service="probe-test"} 50',
    );
    expect(text).toContain('callsheet_kafka_dlq_messages{topic="profiles.talent.events.dlq",service="probe-test"} 2');

    // Kafka away: the scrape still answers, the failure is counted, and the next one reconnects.
    state.failing = true;
    const during = await metrics.exposition();
    expect(during).toContain('callsheet_metrics_probe_failures_total{probe="kafka-offsets",service="probe-test"} 1');
    state.failing = false;
    await metrics.exposition();
    expect(state.connects).toBe(2);
    await probe.close();
  });
});
