import { DomainError } from '@callsheet/kernel';
import { jobIdPage, jobView, MAX_LISTED_JOBS, parseJobState } from './queue.views.js';

const created = Date.parse('2026-11-28T09:00:00.000Z');

describe('jobView', () => {
  it("tells a failed job's reason, attempts and stack, never its data", () => {
    const job = {
      id: '42',
      name: 'build',
      data: { reportId: 'secret' },
      attemptsMade: 3,
      opts: { attempts: 3 },
      failedReason: 'boom',
      stacktrace: ['Error: boom\n    at x', null],
      timestamp: created,
      processedOn: created + 1000,
      finishedOn: created + 2000,
    };
    expect(jobView(job as never, 'failed')).toEqual({
      id: '42',
      name: 'build',
      state: 'failed',
      attemptsMade: 3,
      maxAttempts: 3,
      failedReason: 'boom',
      stacktrace: ['Error: boom\n    at x'],
      createdAt: '2026-11-28T09:00:00.000Z',
      processedAt: '2026-11-28T09:00:01.000Z',
      finishedAt: '2026-11-28T09:00:02.000Z',
    });
  });

  it('counts one attempt without `attempts`, and says until when a delayed job waits', () => {
    const view = jobView(
      { id: '7', name: 'finalize', attemptsMade: 0, opts: { delay: 60_000 }, timestamp: created },
      'delayed',
    );
    expect(view).toMatchObject({ maxAttempts: 1, stacktrace: [], delayUntil: '2026-11-28T09:01:00.000Z' });
    expect(view).not.toHaveProperty('failedReason');
    expect(view).not.toHaveProperty('processedAt');
  });
});

describe('parseJobState', () => {
  it('defaults to failed and accepts the listed states', () => {
    expect(parseJobState(undefined)).toBe('failed');
    expect(parseJobState('delayed')).toBe('delayed');
  });

  it.each(['paused', 'FAILED', 'failed\u0000', ['failed']])('refuses %p with validationFailed on state', (value) => {
    try {
      parseJobState(value);
      throw new Error('accepted');
    } catch (error) {
      expect((error as DomainError).toEnvelope()).toMatchObject({ code: 'validationFailed', args: ['state'] });
    }
  });
});

describe('jobIdPage', () => {
  const ids = Array.from({ length: 30 }, (_, index) => String(30 - index));

  it('pages newest first after a cursor', () => {
    expect(jobIdPage(ids, { limit: 2 })).toEqual({ data: ['30', '29'], has_more: true });
    expect(jobIdPage(ids, { limit: 25, startingAfter: '5' })).toEqual({ data: ['4', '3', '2', '1'], has_more: false });
  });

  it('refuses a cursor that is no longer listed', () => {
    expect(() => jobIdPage(ids, { limit: 2, startingAfter: '99' })).toThrow(DomainError);
  });

  it(`never pages past the ${MAX_LISTED_JOBS} newest`, () => {
    const many = Array.from({ length: MAX_LISTED_JOBS + 5 }, (_, index) => String(index));
    expect(jobIdPage(many, { limit: 100, startingAfter: String(MAX_LISTED_JOBS - 2) })).toEqual({
      data: [String(MAX_LISTED_JOBS - 1)],
      has_more: false,
    });
  });
});
