import { describe, expect, it } from '@jest/globals';
import type { Consumer, TopicPartitionOffsetAndMetadata } from 'kafkajs';
import { createLogger } from '../../logging/index.js';
import { OffsetCommits } from './offset-commits.js';

/** A consumer that records each commit request, and fails the first `failures` of them. */
function fakeConsumer(failures = 0) {
  const commits: TopicPartitionOffsetAndMetadata[][] = [];
  let left = failures;
  const consumer = {
    commitOffsets: (offsets: TopicPartitionOffsetAndMetadata[]) => {
      commits.push(offsets);
      if (left > 0) {
        left -= 1;
        return Promise.reject(new Error('The group is rebalancing'));
      }
      return Promise.resolve();
    },
  } as unknown as Consumer;
  return { consumer, commits };
}

const logger = createLogger('test', 'silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('OffsetCommits', () => {
  it('commits once per interval, past the newest message taken on each partition', async () => {
    const { consumer, commits } = fakeConsumer();
    const offsets = new OffsetCommits(consumer, logger, 20);
    offsets.take('identity.config.get', 0, '7');
    offsets.take('identity.config.get', 0, '8');
    offsets.take('identity.config.get', 2, '41');
    expect(commits).toEqual([]);
    await sleep(60);
    expect(commits).toEqual([
      [
        { topic: 'identity.config.get', partition: 0, offset: '9' },
        { topic: 'identity.config.get', partition: 2, offset: '42' },
      ],
    ]);
    await sleep(40);
    expect(commits).toHaveLength(1); // nothing taken since: no request
  });

  it('commits at once when flushed (a rebalance, a stop), and then has nothing left for its timer', async () => {
    const { consumer, commits } = fakeConsumer();
    const offsets = new OffsetCommits(consumer, logger, 1000);
    offsets.take('profiles.talent.get', 1, '99');
    await offsets.flush();
    expect(commits).toEqual([[{ topic: 'profiles.talent.get', partition: 1, offset: '100' }]]);
    await offsets.flush();
    expect(commits).toHaveLength(1);
  });

  it('logs a failed commit instead of throwing, and commits what is taken next', async () => {
    const { consumer, commits } = fakeConsumer(1);
    const offsets = new OffsetCommits(consumer, logger, 1000);
    offsets.take('profiles.talent.get', 0, '1');
    await expect(offsets.flush()).resolves.toBeUndefined();
    offsets.take('profiles.talent.get', 0, '2');
    await offsets.flush();
    expect(commits.at(-1)).toEqual([{ topic: 'profiles.talent.get', partition: 0, offset: '3' }]);
  });
});
