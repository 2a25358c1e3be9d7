import { apiFetch } from '../dataProvider/httpClient';

/*
 * The operators' API of the gateway (/ops/*, issue 19's contract): BullMQ queues and their jobs, Kafka
 * topics with consumer lag and dead-letter depth, the dead letters of a topic, and each service's
 * outbox backlog. A member's access token with the operator claim is accepted there; anyone else is
 * refused (401, 403).
 */

export const JOB_STATES = ['failed', 'waiting', 'active', 'delayed', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export interface QueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  prioritized?: number;
  waitingChildren?: number;
}

export interface QueueRecord {
  name: string;
  paused: boolean;
  counts: QueueCounts;
}

export interface JobRecord {
  id: string;
  name: string;
  state: string;
  attemptsMade: number;
  maxAttempts: number;
  failedReason?: string;
  stacktrace?: string[];
  createdAt: string | number;
  processedAt?: string | number;
  finishedAt?: string | number;
  delayUntil?: string | number;
}

export interface ConsumerGroupLag {
  groupId: string;
  lag: number;
  state?: string;
}

export interface TopicRecord {
  name: string;
  partitions: number;
  messages: number;
  endOffset?: number | string;
  deadLetter: boolean;
  deadLetterTopic?: string;
  deadLetterMessages?: number;
  consumerGroups?: ConsumerGroupLag[];
}

export interface DeadLetterRecord {
  partition: number;
  offset: string;
  key?: string;
  eventId?: string;
  eventType?: string;
  consumer?: string;
  attempts?: string | number;
  reason?: string;
  source?: string;
  timestamp?: string | number;
  replayedAt?: string | number;
}

export interface DeadLetterList {
  topic: string;
  deadLetterTopic: string;
  data: DeadLetterRecord[];
  truncated?: boolean;
}

export interface ReplayResult {
  topic: string;
  replayed: number;
  deadLetters: DeadLetterRecord[];
}

export interface OutboxRecord {
  service: string;
  backlog: number;
  oldestAgeSeconds?: number | null;
  available: boolean;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
}

const path = (...parts: string[]) => `/ops/${parts.map(encodeURIComponent).join('/')}`;

export async function fetchQueues(): Promise<QueueRecord[]> {
  return (await apiFetch<{ data: QueueRecord[] }>('/ops/queues')).json.data;
}

export const JOBS_PAGE_SIZE = 25;

export async function fetchJobs(queue: string, state: JobState, startingAfter?: string): Promise<Page<JobRecord>> {
  const query = new URLSearchParams({ state, limit: String(JOBS_PAGE_SIZE) });
  if (startingAfter) {
    query.set('starting_after', startingAfter);
  }
  return (await apiFetch<Page<JobRecord>>(`${path('queues', queue, 'jobs')}?${query}`)).json;
}

export async function retryJob(queue: string, id: string): Promise<JobRecord> {
  return (await apiFetch<JobRecord>(`${path('queues', queue, 'jobs', id, 'retry')}`, { method: 'POST', body: '{}' }))
    .json;
}

export async function removeJob(queue: string, id: string): Promise<void> {
  await apiFetch(path('queues', queue, 'jobs', id), { method: 'DELETE' });
}

/** The topics a page of the list can hold at most (the gateway's limit). */
const TOPICS_PAGE_SIZE = 100;
/** Pages read at most per refresh: a thousand topics is far beyond this platform's. */
const TOPICS_MAX_PAGES = 10;

/** Every topic, page after page by cursor (the page filters them by name itself). */
export async function fetchTopics(): Promise<{ topics: TopicRecord[]; complete: boolean }> {
  const topics: TopicRecord[] = [];
  let after: string | undefined;
  for (let page = 0; page < TOPICS_MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: String(TOPICS_PAGE_SIZE) });
    if (after) {
      query.set('starting_after', after);
    }
    const { json } = await apiFetch<Page<TopicRecord>>(`/ops/topics?${query}`);
    topics.push(...json.data);
    if (!json.has_more || json.data.length === 0) {
      return { topics, complete: true };
    }
    after = json.data[json.data.length - 1].name;
  }
  return { topics, complete: false };
}

export async function fetchDeadLetters(topic: string): Promise<DeadLetterList> {
  return (await apiFetch<DeadLetterList>(path('dead-letters', topic))).json;
}

/** Replays one dead letter (its partition and offset) or, without one, every one not replayed yet. */
export async function replayDeadLetters(
  topic: string,
  one?: { partition: number; offset: string },
): Promise<ReplayResult> {
  return (
    await apiFetch<ReplayResult>(`${path('dead-letters', topic, 'replay')}`, {
      method: 'POST',
      body: JSON.stringify(one ?? {}),
    })
  ).json;
}

export async function fetchOutbox(): Promise<OutboxRecord[]> {
  return (await apiFetch<{ data: OutboxRecord[] }>('/ops/outbox')).json.data;
}
