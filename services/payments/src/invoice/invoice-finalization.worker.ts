import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV, REDIS } from '../payments.tokens.js';
import { INVOICE_FINALIZATION_QUEUE, type InvoiceFinalizationJob } from '../queue/payments-queues.js';
import { QueueWorkerHost } from '../queue/queue-worker.js';
import { InvoiceActionCommand } from './commands/invoice-action/invoice-action.command.js';
import { InvoiceRepository } from './invoice.repository.js';
import { InvoiceScheduler } from './invoice.scheduler.js';

export type FinalizationOutcome = 'finalized' | 'skipped';

/**
 * invoice-finalization: finalizes a scheduled draft through the same command as the finalize action
 * (Stripe's finalize with the invoice's idempotency key, then our status and InvoiceFinalized in one
 * transaction). Idempotent: an invoice that is no longer a draft (finalized by hand, by an earlier
 * attempt, deleted) is a success that does nothing. A failure is retried by BullMQ (5 attempts,
 * exponential backoff); a worker that dies mid-job leaves the job to the stalled-job check.
 */
@Injectable()
export class InvoiceFinalizationWorker extends QueueWorkerHost<InvoiceFinalizationJob, FinalizationOutcome> {
  constructor(
    @Inject(PAYMENTS_ENV) env: PaymentsEnv,
    @Inject(REDIS) redis: Redis,
    @Inject(LOGGER) logger: Logger,
    private readonly commandBus: CommandBus,
    private readonly invoices: InvoiceRepository,
    private readonly scheduler: InvoiceScheduler,
  ) {
    super(INVOICE_FINALIZATION_QUEUE, env, redis, logger);
  }

  override async onApplicationBootstrap(): Promise<void> {
    await super.onApplicationBootstrap();
    if (this.env.BULLMQ_WORKERS) {
      try {
        await this.scheduler.resync();
      } catch (error) {
        this.logger.error({ err: error }, 'could not re-schedule the scheduled drafts');
      }
    }
  }

  protected async process(job: Job<InvoiceFinalizationJob, FinalizationOutcome>): Promise<FinalizationOutcome> {
    const invoice = await this.invoices.findById(job.data.invoiceId);
    if (invoice?.status !== 'draft') {
      return 'skipped';
    }
    await this.commandBus.execute(new InvoiceActionCommand(invoice.accountId, invoice.id, 'finalize'));
    return 'finalized';
  }
}
