import { consumerLag, hasCommitted, topicTotals } from './topic-offsets.js';

const partitions = [
  { partition: 0, low: '0', high: '10' },
  { partition: 1, low: '4', high: '7' },
  { partition: 2, low: '5', high: '5' },
];

describe('topicTotals', () => {
  it('sums the high watermarks and the retained messages', () => {
    expect(topicTotals(partitions)).toEqual({ endOffset: 22, messages: 13 });
    expect(topicTotals([])).toEqual({ endOffset: 0, messages: 0 });
  });
});

describe('consumerLag', () => {
  it('adds high minus committed over the partitions', () => {
    expect(
      consumerLag(partitions, [
        { partition: 0, offset: '8' },
        { partition: 1, offset: '7' },
        { partition: 2, offset: '5' },
      ]),
    ).toBe(2);
  });

  it('counts a partition without a committed offset from its low watermark', () => {
    expect(
      consumerLag(partitions, [
        { partition: 0, offset: '10' },
        { partition: 1, offset: '-1' },
      ]),
    ).toBe(3);
    expect(consumerLag(partitions, [])).toBe(13);
  });

  it('never counts deleted messages nor goes below zero', () => {
    // Committed at 1 on a partition whose messages below 4 were deleted (a DLQ replayed): 3 left, not 6.
    expect(consumerLag([{ partition: 1, low: '4', high: '7' }], [{ partition: 1, offset: '1' }])).toBe(3);
    expect(consumerLag([{ partition: 0, low: '0', high: '3' }], [{ partition: 0, offset: '9' }])).toBe(0);
  });

  it('keeps offsets past 2^53 exact until the sum', () => {
    const huge = [{ partition: 0, low: '9007199254740993', high: '9007199254740995' }];
    expect(consumerLag(huge, [{ partition: 0, offset: '9007199254740994' }])).toBe(1);
  });
});

describe('hasCommitted', () => {
  it('is true once any partition has an offset', () => {
    expect(hasCommitted([{ partition: 0, offset: '-1' }])).toBe(false);
    expect(
      hasCommitted([
        { partition: 0, offset: '-1' },
        { partition: 1, offset: '0' },
      ]),
    ).toBe(true);
  });
});
