import { BullModule } from '@nestjs/bullmq';
import type { DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';

/** Finalizes scheduled drafts at their time (jobId = invoice id, delayed, 5 attempts with backoff). */
export const INVOICE_FINALIZATION_QUEUE = 'invoice-finalization';
/** Builds transfer report CSVs into file storage (jobId = report id). */
export const TRANSFER_REPORT_QUEUE = 'transfer-report';
/**
 * Sends a paid invoice's transfers that are not at Stripe yet (a run that stopped half-way, a trust
 * line whose account was just marked), retried with exponential backoff (transfer/transfer-runs.ts).
 */
export const TRANSFER_RUN_QUEUE = 'transfer-run';

export interface InvoiceFinalizationJob {
  invoiceId: string;
  accountId: string;
}

export interface TransferReportJob {
  reportId: string;
}

export interface TransferRunJob {
  invoiceId: string;
  /** Why it was queued (retry, trustAccountMarked): for the operators' queue page. */
  reason: string;
}

/**
 * BullMQ for every payments module (`BullModule.registerQueue` where a queue is used): the shared
 * ioredis client (maxRetriesPerRequest null; BullMQ never closes a client it is given) and the key
 * prefix, which the gateway's bull-board reads with the same queue names.
 */
export function paymentsBullModule(redis: Redis, prefix: string): DynamicModule {
  return BullModule.forRoot({ connection: redis, prefix });
}
