import { KernelException, paginateList, type Page, type PageRequest } from '@callsheet/kernel';

/** The states a job list can be asked for (BullMQ's names). */
export const JOB_STATES = ['failed', 'waiting', 'active', 'delayed', 'completed'] as const;
export type ListedJobState = (typeof JOB_STATES)[number];

/** How many of a state's newest jobs a list pages through (older ones are for bull-board or redis-cli). */
export const MAX_LISTED_JOBS = 1000;

/** What a job tells operators; its `data` stays out (it may hold member data). */
export interface JobRecord {
  id?: string;
  name: string;
  attemptsMade: number;
  opts: { attempts?: number; delay?: number };
  failedReason?: string;
  stacktrace?: string[] | null;
  timestamp: number;
  processedOn?: number;
  finishedOn?: number;
  delay?: number;
}

export interface JobView {
  id: string;
  name: string;
  state: string;
  attemptsMade: number;
  maxAttempts: number;
  failedReason?: string;
  stacktrace: string[];
  createdAt: string;
  processedAt?: string;
  finishedAt?: string;
  delayUntil?: string;
}

const iso = (millis: number | undefined) => (millis ? new Date(millis).toISOString() : undefined);

export function jobView(job: JobRecord, state: string): JobView {
  const delay = job.delay ?? job.opts.delay ?? 0;
  return {
    id: job.id ?? '',
    name: job.name,
    state,
    attemptsMade: job.attemptsMade,
    // BullMQ runs a job once when it was added without `attempts`.
    maxAttempts: Math.max(1, job.opts.attempts ?? 1),
    ...(job.failedReason ? { failedReason: job.failedReason } : {}),
    stacktrace: (job.stacktrace ?? []).filter((line): line is string => typeof line === 'string'),
    createdAt: new Date(job.timestamp).toISOString(),
    ...(job.processedOn ? { processedAt: iso(job.processedOn) } : {}),
    ...(job.finishedOn ? { finishedAt: iso(job.finishedOn) } : {}),
    ...(state === 'delayed' && delay > 0 ? { delayUntil: iso(job.timestamp + delay) } : {}),
  };
}

/** `state` of a job list: one of JOB_STATES (default failed), else 400 validationFailed naming `state`. */
export function parseJobState(value: unknown): ListedJobState {
  if (value === undefined || value === '') {
    return 'failed';
  }
  const state = JOB_STATES.find((candidate) => candidate === value);
  if (!state) {
    throw KernelException.validation('state', `state must be one of ${JOB_STATES.join(', ')}.`);
  }
  return state;
}

/**
 * A page of job ids, newest first, from the ids of a state as BullMQ lists them (at most MAX_LISTED_JOBS).
 * A cursor that is not among them (a job retried or removed since) is a 400 like any unknown cursor.
 */
export function jobIdPage(ids: readonly string[], page: PageRequest): Page<string> {
  return paginateList(ids.slice(0, MAX_LISTED_JOBS), page, (id) => id);
}
