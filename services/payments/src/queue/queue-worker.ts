import type { Logger } from '@callsheet/kernel';
import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { PaymentsEnv } from '../payments.env.js';
import { bullConnection } from './payments-queues.js';

/**
 * A BullMQ worker owned by a Nest provider: started when the application has started (unless
 * BULLMQ_WORKERS=false) and closed on shutdown, waiting for the job in progress. A worker that dies
 * mid-job (killed, crashed) stops renewing its job's lock; after BULLMQ_LOCK_DURATION_MS another
 * worker's stalled-job check (every BULLMQ_STALLED_INTERVAL_MS) puts the job back and it runs again,
 * so every processor is idempotent.
 */
export abstract class QueueWorkerHost<Data, Result> implements OnApplicationBootstrap, OnApplicationShutdown {
  private current: Worker<Data, Result> | undefined;

  protected constructor(
    private readonly queueName: string,
    protected readonly env: PaymentsEnv,
    private readonly redis: Redis,
    protected readonly logger: Logger,
  ) {}

  protected abstract process(job: Job<Data, Result>): Promise<Result>;

  /** The running worker, if any (tests close it forcefully to play a crash). */
  get worker(): Worker<Data, Result> | undefined {
    return this.current;
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- subclasses await their own start-up work
  async onApplicationBootstrap(): Promise<void> {
    if (this.env.BULLMQ_WORKERS) {
      this.start();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  start(): Worker<Data, Result> {
    if (this.current) {
      return this.current;
    }
    const worker = new Worker<Data, Result>(this.queueName, (job) => this.process(job), {
      connection: bullConnection(this.redis),
      prefix: this.env.BULLMQ_PREFIX,
      concurrency: 1,
      lockDuration: this.env.BULLMQ_LOCK_DURATION_MS,
      stalledInterval: this.env.BULLMQ_STALLED_INTERVAL_MS,
      // A job whose worker died twice in a row still gets another run before it counts as failed.
      maxStalledCount: 2,
    });
    worker.on('failed', (job, error) => {
      this.logger.warn(
        { queue: this.queueName, jobId: job?.id, attempt: job?.attemptsMade, err: error },
        'queue job failed',
      );
    });
    worker.on('error', (error) => {
      this.logger.error({ queue: this.queueName, err: error }, 'queue worker error');
    });
    this.current = worker;
    return worker;
  }

  /** Closes the worker: gracefully (waits for the job in progress) or, with force, at once. */
  async stop(force = false): Promise<void> {
    const worker = this.current;
    this.current = undefined;
    await worker?.close(force);
  }
}
