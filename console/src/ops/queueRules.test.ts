import { describe, expect, it } from 'vitest';
import { JOB_STATES, type QueueCounts } from './opsApi';
import {
  attemptsLeft,
  attemptsShown,
  currentCursor,
  depthSample,
  FIRST_PAGE,
  isJobState,
  jobActions,
  nextPage,
  pageNumber,
  previousPage,
  queueDepth,
  stateCount,
} from './queueRules';

const counts = (extra: Partial<QueueCounts> = {}): QueueCounts => ({
  waiting: 0,
  active: 0,
  delayed: 0,
  failed: 0,
  completed: 0,
  ...extra,
});

describe('the queues’ rules', () => {
  it('offers retry on failed jobs only and remove on any job not being processed', () => {
    expect(jobActions('failed')).toEqual(['retry', 'remove']);
    expect(jobActions('active')).toEqual([]);
    for (const state of ['waiting', 'delayed', 'completed']) {
      expect(jobActions(state)).toEqual(['remove']);
    }
    expect(jobActions('unknown')).toEqual([]);
  });

  it('knows the states it can list', () => {
    expect(JOB_STATES.every(isJobState)).toBe(true);
    expect(isJobState('paused')).toBe(false);
    expect(isJobState(null)).toBe(false);
  });

  it('measures depth as the work not done yet (not failed nor completed)', () => {
    const queue = counts({
      waiting: 2,
      prioritized: 1,
      waitingChildren: 1,
      delayed: 3,
      active: 1,
      failed: 9,
      completed: 40,
    });
    expect(queueDepth(queue)).toBe(8);
    expect(depthSample([{ name: 'q', paused: false, counts: queue }])).toEqual({ q: 8 });
    expect(stateCount(queue, 'waiting')).toBe(4);
    expect(stateCount(queue, 'failed')).toBe(9);
  });

  it('counts the attempts left', () => {
    expect(attemptsLeft({ attemptsMade: 2, maxAttempts: 5 })).toBe(3);
    expect(attemptsLeft({ attemptsMade: 6, maxAttempts: 5 })).toBe(0);
  });

  it('pages forward after the last job and back to exactly the page before', () => {
    const page = (ids: string[], hasMore: boolean) => ({ data: ids.map((id) => ({ id })), has_more: hasMore });
    const second = nextPage(FIRST_PAGE, page(['9', '8'], true));
    expect(currentCursor(second)).toBe('8');
    expect(pageNumber(second)).toBe(2);
    const third = nextPage(second, page(['7', '6'], true));
    expect(currentCursor(third)).toBe('6');
    expect(nextPage(third, page(['5'], false))).toBe(third);
    expect(nextPage(third, page([], true))).toBe(third);
    expect(currentCursor(previousPage(third))).toBe('8');
    expect(currentCursor(previousPage(previousPage(third)))).toBeUndefined();
    expect(previousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });
});

describe('attemptsShown', () => {
  it('tells the runs made of those allowed while the job is within them', () => {
    expect(attemptsShown({ attemptsMade: 0, maxAttempts: 3 })).toEqual({ key: 'attempts', made: 0, max: 3, extra: 0 });
    expect(attemptsShown({ attemptsMade: 2, maxAttempts: 2 })).toEqual({ key: 'attempts', made: 2, max: 2, extra: 0 });
  });

  it('tells the runs a retry by hand added apart from the allowed ones (BullMQ keeps attemptsMade)', () => {
    expect(attemptsShown({ attemptsMade: 3, maxAttempts: 2 })).toEqual({
      key: 'attemptsRetried',
      made: 2,
      max: 2,
      extra: 1,
    });
    expect(attemptsShown({ attemptsMade: 4, maxAttempts: 1 })).toEqual({
      key: 'attemptsRetried',
      made: 1,
      max: 1,
      extra: 3,
    });
  });
});
