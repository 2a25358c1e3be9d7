import { DomainError } from '@callsheet/kernel';
import {
  MAX_LISTED_DEAD_LETTERS,
  oldestFirst,
  parseReplaySelection,
  replayedPrefixes,
  selectForReplay,
} from './dead-letter-replay.js';

function codeOf(work: () => unknown): { code: string; args: string[] } | 'accepted' {
  try {
    work();
    return 'accepted';
  } catch (error) {
    const { code, args } = (error as DomainError).toEnvelope();
    return { code, args };
  }
}

describe('parseReplaySelection', () => {
  it('reads {} (or no body) as all, and partition with offset as one', () => {
    expect(parseReplaySelection({})).toEqual({ kind: 'all' });
    expect(parseReplaySelection(undefined)).toEqual({ kind: 'all' });
    expect(parseReplaySelection({ partition: 2, offset: '0012' })).toEqual({ kind: 'one', partition: 2, offset: '12' });
    expect(parseReplaySelection({ partition: 0, offset: 7 })).toEqual({ kind: 'one', partition: 0, offset: '7' });
    expect(parseReplaySelection({ partition: 0, offset: '9223372036854775807' })).toMatchObject({
      offset: '9223372036854775807',
    });
  });

  it.each([
    [{ partition: '0', offset: '1' }, 'partition'],
    [{ partition: -1, offset: '1' }, 'partition'],
    [{ partition: 1.5, offset: '1' }, 'partition'],
    [{ partition: 2 ** 31, offset: '1' }, 'partition'],
    [{ offset: '1' }, 'partition'],
    [{ partition: 0 }, 'offset'],
    [{ partition: 0, offset: '-1' }, 'offset'],
    [{ partition: 0, offset: 'abc' }, 'offset'],
    [{ partition: 0, offset: '1e3' }, 'offset'],
    [{ partition: 0, offset: '9223372036854775808' }, 'offset'],
    [{ partition: 0, offset: '99999999999999999999999' }, 'offset'],
    [{ partition: 0, offset: 2 ** 60 }, 'offset'],
    [[], 'body'],
    ['all', 'body'],
  ])('refuses %p with validationFailed on %s', (body, field) => {
    expect(codeOf(() => parseReplaySelection(body))).toEqual({ code: 'validationFailed', args: [field] });
  });
});

const letters = [
  { partition: 0, offset: '3' },
  { partition: 0, offset: '4' },
  { partition: 1, offset: '0' },
];

describe('selectForReplay', () => {
  it('replays all those not replayed yet, and nothing a second time', () => {
    expect(selectForReplay(letters, new Map(), { kind: 'all' })).toEqual(letters);
    const replayed = new Map(letters.map((letter) => [`${letter.partition}:${letter.offset}`, '2026-11-28T09:00:00Z']));
    expect(selectForReplay(letters, replayed, { kind: 'all' })).toEqual([]);
    expect(selectForReplay(letters, new Map([['0:4', 'x']]), { kind: 'all' })).toEqual([letters[0], letters[2]]);
  });

  it('replays one once: 409 the second time (even once deleted from the DLQ), 404 where nothing is', () => {
    expect(selectForReplay(letters, new Map(), { kind: 'one', partition: 0, offset: '4' })).toEqual([letters[1]]);
    expect(
      codeOf(() => selectForReplay([], new Map([['0:4', 'x']]), { kind: 'one', partition: 0, offset: '4' })),
    ).toEqual({
      code: 'deadLetterAlreadyReplayed',
      args: ['0:4'],
    });
    expect(codeOf(() => selectForReplay(letters, new Map(), { kind: 'one', partition: 0, offset: '9' }))).toEqual({
      code: 'deadLetterNotFound',
      args: ['0:9'],
    });
  });
});

describe('replayedPrefixes', () => {
  const ends = new Map([
    [0, 5n],
    [1, 1n],
  ]);

  it('deletes up to the first letter not replayed, or up to the end read when all were', () => {
    expect(replayedPrefixes(letters, ends, new Set(['0:3']))).toEqual([{ partition: 0, offset: '4' }]);
    expect(replayedPrefixes(letters, ends, new Set(['0:3', '0:4', '1:0']))).toEqual([
      { partition: 0, offset: '5' },
      { partition: 1, offset: '1' },
    ]);
  });

  it('deletes nothing while the oldest letter of a partition waits', () => {
    expect(replayedPrefixes(letters, ends, new Set(['0:4']))).toEqual([]);
    expect(replayedPrefixes([], ends, new Set())).toEqual([]);
  });
});

describe('oldestFirst', () => {
  it('orders by time, then place, and truncates past the maximum', () => {
    const listed = oldestFirst([
      { partition: 1, offset: '0', timestamp: '20' },
      { partition: 0, offset: '10', timestamp: '10' },
      { partition: 0, offset: '9', timestamp: '10' },
    ]);
    expect(listed).toEqual({
      letters: [
        { partition: 0, offset: '9', timestamp: '10' },
        { partition: 0, offset: '10', timestamp: '10' },
        { partition: 1, offset: '0', timestamp: '20' },
      ],
      truncated: false,
    });
    const many = Array.from({ length: MAX_LISTED_DEAD_LETTERS + 1 }, (_, index) => ({
      partition: 0,
      offset: String(index),
      timestamp: String(index),
    }));
    expect(oldestFirst(many).truncated).toBe(true);
    expect(oldestFirst(many).letters).toHaveLength(MAX_LISTED_DEAD_LETTERS);
  });
});
