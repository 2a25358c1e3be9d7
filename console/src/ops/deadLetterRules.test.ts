import { describe, expect, it } from 'vitest';
import { canReplay, letterKey, outboxState, pendingLetters } from './deadLetterRules';
import type { DeadLetterRecord } from './opsApi';

const letter = (offset: string, extra: Partial<DeadLetterRecord> = {}): DeadLetterRecord => ({
  partition: 1,
  offset,
  ...extra,
});

describe('the dead letters’ rules', () => {
  it('replays a dead letter once: not once the API or this page replayed it', () => {
    expect(canReplay(letter('3'))).toBe(true);
    expect(canReplay(letter('3', { replayedAt: '2026-11-28T10:00:00Z' }))).toBe(false);
    expect(canReplay(letter('3'), new Set(['1/3']))).toBe(false);
    expect(canReplay(letter('3'), new Set(['0/3']))).toBe(true);
    expect(letterKey(letter('12'))).toBe('1/12');
  });

  it('sends back with Replay all only what is not replayed yet', () => {
    const letters = [letter('1', { replayedAt: 1 }), letter('2'), letter('3')];
    expect(pendingLetters(letters).map((entry) => entry.offset)).toEqual(['2', '3']);
    expect(pendingLetters(letters, new Set(['1/2'])).map((entry) => entry.offset)).toEqual(['3']);
  });
});

describe('the outbox’s state', () => {
  it('says which service did not answer, which is empty, draining or not draining', () => {
    expect(outboxState({ service: 'identity', backlog: 0, available: false })).toBe('unavailable');
    expect(outboxState({ service: 'identity', backlog: 0, oldestAgeSeconds: null, available: true })).toBe('empty');
    expect(outboxState({ service: 'identity', backlog: 3, oldestAgeSeconds: 2, available: true })).toBe('backlog');
    expect(outboxState({ service: 'identity', backlog: 3, oldestAgeSeconds: 60, available: true })).toBe('stuck');
  });
});
