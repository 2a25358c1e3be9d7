import { JOB_STATES, type JobRecord, type JobState, type QueueCounts, type QueueRecord } from './opsApi';

export type JobAction = 'retry' | 'remove';

/**
 * What an operator may do with a job in this state, as the gateway allows it: retry a failed job (409
 * jobNotFailed otherwise); remove any job but one being processed (409 jobActive).
 */
export function jobActions(state: string): JobAction[] {
  if (state === 'failed') {
    return ['retry', 'remove'];
  }
  if (state === 'active' || !(JOB_STATES as readonly string[]).includes(state)) {
    return [];
  }
  return ['remove'];
}

export function isJobState(value: string | null | undefined): value is JobState {
  return (JOB_STATES as readonly (string | null | undefined)[]).includes(value);
}

/** The work a queue has not done yet: waiting (with the prioritized and those waiting on children), delayed, active. */
export function queueDepth(counts: QueueCounts): number {
  return counts.waiting + (counts.prioritized ?? 0) + (counts.waitingChildren ?? 0) + counts.delayed + counts.active;
}

/** One sample of the depth chart: each queue's depth. */
export function depthSample(queues: readonly QueueRecord[]): Record<string, number> {
  return Object.fromEntries(queues.map((queue) => [queue.name, queueDepth(queue.counts)]));
}

/** The count shown for a state tab. */
export function stateCount(counts: QueueCounts, state: JobState): number {
  return state === 'waiting'
    ? counts.waiting + (counts.prioritized ?? 0) + (counts.waitingChildren ?? 0)
    : counts[state];
}

/**
 * What the attempts column says, from BullMQ's job: `attemptsMade` counts every run, `opts.attempts`
 * (the gateway's `maxAttempts`) the runs allowed before the job stays failed. A failed job retried by
 * hand (the gateway keeps `attemptsMade`) runs once more each time, past the allowed ones: those runs
 * are told apart ("2 of 2 + 1 on retry") rather than as "3 of 2".
 */
export function attemptsShown(job: Pick<JobRecord, 'attemptsMade' | 'maxAttempts'>): {
  key: 'attempts' | 'attemptsRetried';
  made: number;
  max: number;
  extra: number;
} {
  const max = Math.max(1, job.maxAttempts);
  const made = Math.max(0, job.attemptsMade);
  return made > max
    ? { key: 'attemptsRetried', made: max, max, extra: made - max }
    : { key: 'attempts', made, max, extra: 0 };
}

/** Attempts left before the job fails for good (0 once it has). */
export function attemptsLeft(job: Pick<JobRecord, 'attemptsMade' | 'maxAttempts'>): number {
  return Math.max(0, job.maxAttempts - job.attemptsMade);
}

/**
 * Pages by cursor: the cursors of the pages before the current one (the first page has none), so that
 * Previous goes back exactly where the member came from and Next from the current page's last job.
 */
export interface CursorTrail {
  /** `starting_after` of each page opened so far, the current one last; undefined for the first page. */
  cursors: (string | undefined)[];
}

export const FIRST_PAGE: CursorTrail = { cursors: [undefined] };

export function currentCursor(trail: CursorTrail): string | undefined {
  return trail.cursors[trail.cursors.length - 1];
}

/** The next page starts after the current page's last job; unchanged when there is none. */
export function nextPage(trail: CursorTrail, page: { data: { id: string }[]; has_more: boolean }): CursorTrail {
  const last = page.data[page.data.length - 1];
  return page.has_more && last ? { cursors: [...trail.cursors, last.id] } : trail;
}

export function previousPage(trail: CursorTrail): CursorTrail {
  return trail.cursors.length > 1 ? { cursors: trail.cursors.slice(0, -1) } : trail;
}

/** 1 for the first page. */
export function pageNumber(trail: CursorTrail): number {
  return trail.cursors.length;
}
