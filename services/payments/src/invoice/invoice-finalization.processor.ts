import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Job } from 'bullmq';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';
import type { InvoiceFinalizationJob } from '../queue/payments-queues.js';
import { QueueProcessor } from '../queue/queue-processor.js';
import { InvoiceActionCommand } from './commands/invoice-action/invoice-action.command.js';
import { InvoiceRepository } from './invoice.repository.js';
import { InvoiceScheduler } from './invoice.scheduler.js';

export type FinalizationOutcome = 'finalized' | 'skipped';

/** A delayed job may start a little before its time (timers, clock steps): it still counts as due. */
const EARLY_TOLERANCE_MS = 5_000;

/**
 * invoice-finalization: finalizes a scheduled draft through the same command as the finalize action
 * (Stripe's finalize with the invoice's idempotency key, then our status and InvoiceFinalized in one
 * transaction). Idempotent: an invoice that is no longer a draft (finalized by hand, by an earlier
 * attempt, deleted) is a success that does nothing. A failure is retried by BullMQ (5 attempts,
 * exponential backoff); a worker that dies mid-job leaves the job to the stalled-job check.
 */
@Injectable()
export class InvoiceFinalizationProcessor
  extends QueueProcessor<InvoiceFinalizationJob, FinalizationOutcome>
  implements OnApplicationBootstrap
{
  constructor(
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
    @Inject(LOGGER) logger: Logger,
    private readonly commandBus: CommandBus,
    private readonly invoices: InvoiceRepository,
    private readonly scheduler: InvoiceScheduler,
  ) {
    super(logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.BULLMQ_WORKERS) {
      try {
        await this.scheduler.resync();
      } catch (error) {
        this.logger.error({ err: error }, 'could not re-schedule the scheduled drafts');
      }
    }
  }

  async process(job: Job<InvoiceFinalizationJob, FinalizationOutcome>): Promise<FinalizationOutcome> {
    const invoice = await this.invoices.findById(job.data.invoiceId);
    // No longer a draft, no longer scheduled, or moved later by an edit whose old job was left behind.
    const at = invoice?.scheduledFinalizeAt?.getTime();
    if (invoice?.status !== 'draft' || at === undefined || at > Date.now() + EARLY_TOLERANCE_MS) {
      return 'skipped';
    }
    await this.commandBus.execute(new InvoiceActionCommand(invoice.accountId, invoice.id, 'finalize'));
    return 'finalized';
  }
}
