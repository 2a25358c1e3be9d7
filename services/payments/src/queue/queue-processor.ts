import { METRICS, type Logger, type Metrics } from '@callsheet/kernel';
import { getQueueToken, OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { FactoryProvider, Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, JobType, Queue, Worker, WorkerOptions } from 'bullmq';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';

/**
 * A payments queue's job processor (@nestjs/bullmq's WorkerHost, registered with `queueProcessor`):
 * its worker starts with the application (unless BULLMQ_WORKERS=false) and closes on shutdown, waiting
 * for the job in progress. A worker that dies mid-job (killed, crashed) stops renewing its job's lock;
 * after BULLMQ_LOCK_DURATION_MS another worker's stalled-job check (every BULLMQ_STALLED_INTERVAL_MS)
 * puts the job back and it runs again, so every processor is idempotent. Each run is timed by queue and
 * outcome (callsheet_queue_job_duration_seconds; `failed` once its attempts are used up).
 */
export abstract class QueueProcessor<Data, Result> extends WorkerHost<Worker<Data, Result>> {
  /** Set by `queueProcessor` (the subclasses' constructors stay the services' own). */
  private metrics: Metrics | undefined;

  protected constructor(protected readonly logger: Logger) {
    super();
  }

  abstract override process(job: Job<Data, Result>): Promise<Result>;

  measureIn(metrics: Metrics): void {
    this.metrics = metrics;
  }

  @OnWorkerEvent('completed')
  onCompleted(job: Job<Data, Result>): void {
    this.observe(job, 'completed');
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<Data, Result> | undefined, error: Error): void {
    this.logger.warn(
      { queue: this.worker.name, jobId: job?.id, attempt: job?.attemptsMade, err: error },
      'queue job failed',
    );
    if (job) {
      this.observe(job, job.attemptsMade >= (job.opts.attempts ?? 1) ? 'failed' : 'retrying');
    }
  }

  private observe(job: Job<Data, Result>, outcome: 'completed' | 'retrying' | 'failed'): void {
    // processedOn: when this run started; finishedOn: when it ended (BullMQ sets both before the event).
    const seconds = job.processedOn && job.finishedOn ? (job.finishedOn - job.processedOn) / 1000 : 0;
    this.metrics?.queueJobDuration.observe({ queue: this.worker.name, outcome }, seconds);
  }

  // A worker without an 'error' listener would throw the error out of its event emitter.
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error({ queue: this.worker.name, err: error }, 'queue worker error');
  }
}

/** This process's worker settings (tests and fault tests shorten the lock and stalled-check times). */
function queueWorkerOptions(env: PaymentsEnv): Omit<WorkerOptions, 'connection'> {
  return {
    autorun: env.BULLMQ_WORKERS,
    concurrency: 1,
    lockDuration: env.BULLMQ_LOCK_DURATION_MS,
    stalledInterval: env.BULLMQ_STALLED_INTERVAL_MS,
    // A job whose worker died twice in a row still gets another run before it counts as failed.
    maxStalledCount: 2,
  };
}

/**
 * Provides a processor as the @Processor of `queueName` with this process's worker settings.
 * @nestjs/bullmq reads worker options only from the decorator, fixed where a class is declared, and
 * ours come from the environment: so the decorated class is a subclass declared here, and Nest builds
 * it with the module's providers under the processor's own token.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any job data and result
export function queueProcessor<P extends QueueProcessor<any, any>>(
  queueName: string,
  processor: Type<P>,
): FactoryProvider<Promise<P>> {
  return {
    provide: processor,
    inject: [PAYMENTS_ENV, ModuleRef, METRICS, getQueueToken(queueName)],
    useFactory: async (env: PaymentsEnv, moduleRef: ModuleRef, metrics: Metrics, queue: Queue) => {
      @Processor(queueName, queueWorkerOptions(env))
      class ConfiguredProcessor extends (processor as Type<object>) {}
      const created = (await moduleRef.create(ConfiguredProcessor)) as P;
      created.measureIn(metrics);
      measureQueue(metrics, queueName, queue);
      return created;
    },
  };
}

/** The job states /metrics reports per queue (BullMQ's getJobCounts). */
const JOB_STATES: JobType[] = [
  'waiting',
  'delayed',
  'active',
  'prioritized',
  'waiting-children',
  'failed',
  'completed',
];

/**
 * The queue's jobs by state, asked of Redis at each scrape (one round trip); its durations start at 0
 * for every outcome, so that a rate or an alert sees the queue before its first job.
 */
function measureQueue(metrics: Metrics, queueName: string, queue: Queue): void {
  for (const outcome of ['completed', 'retrying', 'failed']) {
    metrics.queueJobDuration.zero({ queue: queueName, outcome });
  }
  metrics.onScrape(`queue ${queueName}`, async () => {
    const counts = await queue.getJobCounts(...JOB_STATES);
    for (const state of JOB_STATES) {
      metrics.queueJobs.set({ queue: queueName, state }, counts[state] ?? 0);
    }
  });
}
