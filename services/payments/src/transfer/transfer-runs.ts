import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';
import { TRANSFER_RUN_QUEUE, type TransferRunJob } from '../queue/payments-queues.js';

/** Attempts of a transfer run before it counts as failed (with the default backoff, about 7 hours in all). */
export const TRANSFER_RUN_ATTEMPTS = 12;

/**
 * The transfer-run queue: a paid invoice's unsent lines sent again by a worker (TransferRunProcessor)
 * instead of waiting for Stripe to deliver the invoice.paid webhook again. A retry is one job per
 * invoice (jobId `retry-<invoice>`; BullMQ ids take no colon): queueing it while one waits changes nothing. A run asked for
 * because a trust account was marked is its own job, so it is never swallowed by a retry in progress;
 * runs are idempotent (each line is recorded once, every Stripe write has its idempotency key).
 */
@Injectable()
export class TransferRuns {
  constructor(
    @InjectQueue(TRANSFER_RUN_QUEUE) private readonly queue: Queue<TransferRunJob>,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
  ) {}

  /** A run of the invoice's unsent lines after the first backoff delay, retried until they are all sent. */
  async retryLater(invoiceId: string): Promise<void> {
    const jobId = `retry-${invoiceId}`;
    // A retry that ran out of attempts stays in the failed set under its id; a new cause revives it.
    const earlier = await this.queue.getJob(jobId);
    if (earlier && (await earlier.isFailed())) {
      await earlier.retry('failed');
      return;
    }
    await this.queue.add(
      'retry',
      { invoiceId, reason: 'retry' },
      { jobId, delay: this.env.BULLMQ_BACKOFF_MS, ...this.retries() },
    );
  }

  /** A run now (a trust account was just marked), retried like any other. */
  async runNow(invoiceId: string, reason: string): Promise<void> {
    await this.queue.add('run', { invoiceId, reason }, this.retries());
  }

  private retries() {
    return {
      attempts: TRANSFER_RUN_ATTEMPTS,
      backoff: { type: 'exponential' as const, delay: this.env.BULLMQ_BACKOFF_MS },
      removeOnComplete: true,
      removeOnFail: { age: 30 * 24 * 3600 },
    };
  }
}
