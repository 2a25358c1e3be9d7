import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { TransferRunJob } from '../queue/payments-queues.js';
import { QueueProcessor } from '../queue/queue-processor.js';
import { InvoicePayouts } from './invoice-payouts.js';

export type TransferRunOutcome = 'complete' | 'awaitingTrustAccount';

/**
 * transfer-run: sends a paid invoice's unsent lines (InvoicePayouts.payOut). A line Stripe refused or
 * could not take fails the job, and BullMQ runs it again with exponential backoff (transfer-runs.ts);
 * the lines already sent are recorded and never sent twice. A trust line waiting for its account is
 * no failure: marking the account queues a run of its own.
 */
@Injectable()
export class TransferRunProcessor extends QueueProcessor<TransferRunJob, TransferRunOutcome> {
  constructor(
    @Inject(LOGGER) logger: Logger,
    private readonly payouts: InvoicePayouts,
  ) {
    super(logger);
  }

  async process(job: Job<TransferRunJob, TransferRunOutcome>): Promise<TransferRunOutcome> {
    const result = await this.payouts.payOut(job.data.invoiceId, { inQueue: true });
    if (result.error !== undefined) {
      throw result.error;
    }
    return result.complete ? 'complete' : 'awaitingTrustAccount';
  }
}
