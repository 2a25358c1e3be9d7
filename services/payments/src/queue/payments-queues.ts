import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type ConnectionOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV, REDIS } from '../payments.tokens.js';

/** Finalizes scheduled drafts at their time (jobId = invoice id, delayed, 5 attempts with backoff). */
export const INVOICE_FINALIZATION_QUEUE = 'invoice-finalization';
/** Builds transfer report CSVs into file storage (jobId = report id). */
export const TRANSFER_REPORT_QUEUE = 'transfer-report';

export interface InvoiceFinalizationJob {
  invoiceId: string;
  accountId: string;
}

export interface TransferReportJob {
  reportId: string;
}

/** The Nest token of the two queues (for bull-board: `Object.values(queues)` or `queues.all()`). */
export const PAYMENTS_QUEUES = Symbol('PAYMENTS_QUEUES');

export interface PaymentsQueues {
  invoiceFinalization: Queue<InvoiceFinalizationJob>;
  transferReport: Queue<TransferReportJob>;
  all(): Queue[];
}

/** BullMQ's connection: the shared ioredis client (maxRetriesPerRequest null); BullMQ never closes it. */
export function bullConnection(redis: Redis): ConnectionOptions {
  return redis;
}

/** The payments queues on a Redis connection and key prefix (also for an operator process such as bull-board). */
export function createPaymentsQueues(redis: Redis, prefix: string): PaymentsQueues {
  const connection = bullConnection(redis);
  const invoiceFinalization = new Queue<InvoiceFinalizationJob>(INVOICE_FINALIZATION_QUEUE, { connection, prefix });
  const transferReport = new Queue<TransferReportJob>(TRANSFER_REPORT_QUEUE, { connection, prefix });
  return { invoiceFinalization, transferReport, all: () => [invoiceFinalization, transferReport] };
}

@Injectable()
class QueuesShutdown implements OnApplicationShutdown {
  constructor(@Inject(PAYMENTS_QUEUES) private readonly queues: PaymentsQueues) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.queues.all().map((queue) => queue.close()));
  }
}

/** The queues, made once for the invoice and report modules (and whoever shows them to operators). */
@Module({
  providers: [
    {
      provide: PAYMENTS_QUEUES,
      useFactory: (redis: Redis, env: PaymentsEnv) => createPaymentsQueues(redis, env.BULLMQ_PREFIX),
      inject: [REDIS, PAYMENTS_ENV],
    },
    QueuesShutdown,
  ],
  exports: [PAYMENTS_QUEUES],
})
export class QueueModule {}
