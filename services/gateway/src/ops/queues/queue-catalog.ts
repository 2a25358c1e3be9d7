import { DomainError, type Page, type PageRequest } from '@callsheet/kernel';
import { OpsErrorCode } from '@callsheet/contracts';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { jobIdPage, jobView, type JobView, type ListedJobState } from './queue.views.js';

/** The payments queues operators watch (names as services/payments declares them). */
export const PAYMENTS_QUEUE_NAMES = ['invoice-finalization', 'transfer-report', 'transfer-run'] as const;

/** The BullMQ queues of PAYMENTS_QUEUE_NAMES on payments' Redis and key prefix, sharing one connection. */
export const OPS_QUEUES = Symbol('OpsQueues');

export interface OpsQueues {
  queues: readonly Queue[];
  close(): Promise<void>;
}

export function openOpsQueues(redisUrl: string, prefix: string): OpsQueues {
  const connection = new Redis(redisUrl, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
    connectionName: 'gateway-ops',
  });
  connection.on('error', () => undefined); // each request that needs Redis fails on its own; ioredis reconnects
  const queues = PAYMENTS_QUEUE_NAMES.map((name) => new Queue(name, { connection, prefix }));
  return {
    queues,
    async close() {
      await Promise.all(queues.map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}

export interface QueueSummary {
  name: string;
  paused: boolean;
  counts: Record<'waiting' | 'active' | 'delayed' | 'failed' | 'completed' | 'prioritized' | 'waitingChildren', number>;
}

/** Longer ids are no BullMQ job of ours (payments uses record ids): answered as unknown without a Redis read. */
const MAX_JOB_ID_LENGTH = 200;

/**
 * The payments queues as operators see them: counts per state, jobs of a state newest first, retry of a
 * failed job and removal of one that is not being processed. Unknown queue or job: 404.
 */
@Injectable()
export class QueueCatalog implements OnApplicationShutdown {
  private readonly queues: readonly Queue[];

  constructor(@Inject(OPS_QUEUES) private readonly opsQueues: OpsQueues) {
    this.queues = opsQueues.queues;
  }

  async list(): Promise<QueueSummary[]> {
    return Promise.all(
      this.queues.map(async (queue) => {
        const [counts, paused] = await Promise.all([
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children'),
          queue.isPaused(),
        ]);
        return {
          name: queue.name,
          paused,
          counts: {
            waiting: counts.waiting ?? 0,
            active: counts.active ?? 0,
            delayed: counts.delayed ?? 0,
            failed: counts.failed ?? 0,
            completed: counts.completed ?? 0,
            prioritized: counts.prioritized ?? 0,
            waitingChildren: counts['waiting-children'] ?? 0,
          },
        };
      }),
    );
  }

  async jobs(name: string, state: ListedJobState, page: PageRequest): Promise<Page<JobView>> {
    const queue = this.queue(name);
    // Newest first; at most MAX_LISTED_JOBS ids (queue.views.ts).
    const ids = await queue.getRanges([state], 0, 999, false);
    const { data, has_more } = jobIdPage([...new Set(ids)], page);
    const jobs = await Promise.all(data.map((id) => queue.getJob(id)));
    return {
      // A job removed between the two reads is left out.
      data: jobs.filter((job): job is Job => job !== undefined).map((job) => jobView(job, state)),
      has_more,
    };
  }

  /**
   * A failed job goes back to waiting for one more run (BullMQ keeps its attemptsMade: the console shows
   * "2 of 2 + 1 on retry"); any other state: 409 jobNotFailed.
   */
  async retry(name: string, id: string): Promise<JobView> {
    const job = await this.job(name, id);
    const state = await job.getState();
    if (state !== 'failed') {
      throw new DomainError(
        OpsErrorCode.JobNotFailed,
        `Job ${id} is ${state}, not failed: only a failed job is retried.`,
        [state],
      );
    }
    try {
      await job.retry('failed');
    } catch {
      // Retried or removed by someone else between the two reads.
      const now = await this.queue(name).getJobState(id);
      throw new DomainError(
        OpsErrorCode.JobNotFailed,
        `Job ${id} is ${now}, not failed: only a failed job is retried.`,
        [now],
      );
    }
    const retried = await this.job(name, id);
    return jobView(retried, await retried.getState());
  }

  /** Removes a job that no worker holds; an active one: 409 jobActive. */
  async remove(name: string, id: string): Promise<void> {
    const job = await this.job(name, id);
    if ((await job.getState()) === 'active') {
      throw new DomainError(OpsErrorCode.JobActive, `Job ${id} is being processed; it cannot be removed now.`, [id]);
    }
    try {
      await job.remove();
    } catch (error) {
      // BullMQ refuses a job a worker locked meanwhile.
      if (/locked/i.test(error instanceof Error ? error.message : '')) {
        throw new DomainError(OpsErrorCode.JobActive, `Job ${id} is being processed; it cannot be removed now.`, [id]);
      }
      throw error;
    }
  }

  private queue(name: string): Queue {
    const queue = this.queues.find((candidate) => candidate.name === name);
    if (!queue) {
      throw new DomainError(OpsErrorCode.QueueNotFound, 'No queue of this name is watched.', [name.slice(0, 100)]);
    }
    return queue;
  }

  private async job(name: string, id: string): Promise<Job> {
    const queue = this.queue(name);
    const job = id.length <= MAX_JOB_ID_LENGTH ? await queue.getJob(id) : undefined;
    if (!job) {
      throw new DomainError(OpsErrorCode.JobNotFound, 'This queue has no job of this id.', [
        id.slice(0, MAX_JOB_ID_LENGTH),
      ]);
    }
    return job;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.opsQueues.close();
  }
}
