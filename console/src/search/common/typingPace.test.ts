import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_WAIT_MAX_MS, TypingPace } from './typingPace';

/** A search on its way that the test answers when it chooses. */
function onTheWay() {
  let answer: Promise<void> | undefined;
  let resolve = () => {};
  return {
    start() {
      answer = new Promise<void>((done) => (resolve = done));
    },
    answer() {
      resolve();
      answer = undefined;
    },
    current: () => answer,
  };
}

describe('TypingPace', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a key at once when no search is on its way', () => {
    const pace = new TypingPace(() => undefined);
    const sent: string[] = [];
    pace.key(() => sent.push('a'));
    expect(sent).toEqual(['a']);
    expect(pace.waiting).toBe(false);
  });

  it('sends only the latest of the keys typed while a search is on its way, once it is answered', async () => {
    const search = onTheWay();
    const pace = new TypingPace(search.current);
    const sent: string[] = [];
    search.start();
    pace.key(() => sent.push('ni'));
    pace.key(() => sent.push('nic'));
    pace.key(() => sent.push('nico'));
    expect(sent).toEqual([]);
    expect(pace.waiting).toBe(true);
    search.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['nico']);
    expect(pace.waiting).toBe(false);
  });

  it('sends the latest anyway when the search on its way takes longer than the longest wait', async () => {
    const search = onTheWay();
    const pace = new TypingPace(search.current);
    const sent: string[] = [];
    search.start();
    pace.key(() => sent.push('a'));
    await vi.advanceTimersByTimeAsync(TYPING_WAIT_MAX_MS / 2);
    pace.key(() => sent.push('ab'));
    // The wait counts from the first key that waited, not from the latest.
    await vi.advanceTimersByTimeAsync(TYPING_WAIT_MAX_MS / 2 - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['ab']);
    // The late answer sends nothing more.
    search.answer();
    await vi.advanceTimersByTimeAsync(TYPING_WAIT_MAX_MS);
    expect(sent).toEqual(['ab']);
  });

  it('sends nothing that was cancelled (sent with a chosen filter, or the page left)', async () => {
    const search = onTheWay();
    const pace = new TypingPace(search.current);
    const sent: string[] = [];
    search.start();
    pace.key(() => sent.push('a'));
    pace.cancel();
    expect(pace.waiting).toBe(false);
    search.answer();
    await vi.advanceTimersByTimeAsync(TYPING_WAIT_MAX_MS * 2);
    expect(sent).toEqual([]);
  });

  it('waits again for the next search after a wait ended', async () => {
    const search = onTheWay();
    const pace = new TypingPace(search.current);
    const sent: string[] = [];
    search.start();
    pace.key(() => {
      sent.push('a');
      search.start();
    });
    search.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a']);
    pace.key(() => sent.push('ab'));
    expect(sent).toEqual(['a']);
    search.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['a', 'ab']);
  });
});
