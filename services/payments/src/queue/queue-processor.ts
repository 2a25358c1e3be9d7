import type { Logger } from '@callsheet/kernel';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { FactoryProvider, Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Job, Worker, WorkerOptions } from 'bullmq';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';

/**
 * A payments queue's job processor (@nestjs/bullmq's WorkerHost, registered with `queueProcessor`):
 * its worker starts with the application (unless BULLMQ_WORKERS=false) and closes on shutdown, waiting
 * for the job in progress. A worker that dies mid-job (killed, crashed) stops renewing its job's lock;
 * after BULLMQ_LOCK_DURATION_MS another worker's stalled-job check (every BULLMQ_STALLED_INTERVAL_MS)
 * puts the job back and it runs again, so every processor is idempotent.
 */
export abstract class QueueProcessor<Data, Result> extends WorkerHost<Worker<Data, Result>> {
  protected constructor(protected readonly logger: Logger) {
    super();
  }

  abstract override process(job: Job<Data, Result>): Promise<Result>;

  @OnWorkerEvent('failed')
  onFailed(job: Job<Data, Result> | undefined, error: Error): void {
    this.logger.warn(
      { queue: this.worker.name, jobId: job?.id, attempt: job?.attemptsMade, err: error },
      'queue job failed',
    );
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
export function queueProcessor<P extends WorkerHost>(
  queueName: string,
  processor: Type<P>,
): FactoryProvider<Promise<P>> {
  return {
    provide: processor,
    inject: [PAYMENTS_ENV, ModuleRef],
    useFactory: (env: PaymentsEnv, moduleRef: ModuleRef) => {
      @Processor(queueName, queueWorkerOptions(env))
      class ConfiguredProcessor extends (processor as Type<object>) {}
      return moduleRef.create(ConfiguredProcessor) as Promise<P>;
    },
  };
}
