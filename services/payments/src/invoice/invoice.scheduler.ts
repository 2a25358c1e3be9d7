import { LOGGER, type Logger } from '@callsheet/kernel';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';
import { INVOICE_FINALIZATION_QUEUE, type InvoiceFinalizationJob } from '../queue/payments-queues.js';
import { InvoiceRepository, type StoredInvoice } from './invoice.repository.js';

export const FINALIZATION_ATTEMPTS = 5;

/**
 * Scheduled finalization (invoice-finalization queue): one delayed job per invoice, its id the invoice
 * id, so scheduling twice is one job. 5 attempts with exponential backoff from BULLMQ_BACKOFF_MS.
 */
@Injectable()
export class InvoiceScheduler {
  constructor(
    @InjectQueue(INVOICE_FINALIZATION_QUEUE) private readonly queue: Queue<InvoiceFinalizationJob>,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly invoices: InvoiceRepository,
  ) {}

  async schedule(invoice: StoredInvoice): Promise<void> {
    if (!invoice.scheduledFinalizeAt) {
      return;
    }
    await this.queue.add(
      'finalize',
      { invoiceId: invoice.id, accountId: invoice.accountId },
      {
        jobId: invoice.id,
        delay: Math.max(0, invoice.scheduledFinalizeAt.getTime() - Date.now()),
        attempts: FINALIZATION_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.env.BULLMQ_BACKOFF_MS },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    );
  }

  /** Best effort: a job left behind finds the invoice no longer a draft and does nothing. */
  async unschedule(invoiceId: string): Promise<void> {
    try {
      await this.queue.remove(invoiceId);
    } catch (error) {
      this.logger.warn({ invoiceId, err: error }, 'could not remove the finalization job');
    }
  }

  /** Schedules every scheduled draft again (a job lost between commit and enqueue); existing jobs stay. */
  async resync(): Promise<number> {
    const drafts = await this.invoices.scheduledDrafts();
    for (const draft of drafts) {
      await this.schedule(draft);
    }
    return drafts.length;
  }
}
