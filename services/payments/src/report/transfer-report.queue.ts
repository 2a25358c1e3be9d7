import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';
import { TRANSFER_REPORT_QUEUE, type TransferReportJob } from '../queue/payments-queues.js';
import type { StoredReport } from './report.repository.js';

export const REPORT_ATTEMPTS = 3;

/** Jobs of the transfer-report queue: one per report (jobId = report id). */
@Injectable()
export class TransferReportQueue {
  constructor(
    @InjectQueue(TRANSFER_REPORT_QUEUE) private readonly queue: Queue<TransferReportJob>,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
  ) {}

  async enqueue(report: Pick<StoredReport, 'id'>): Promise<void> {
    await this.queue.add(
      'build',
      { reportId: report.id },
      {
        jobId: report.id,
        attempts: REPORT_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.env.BULLMQ_BACKOFF_MS },
        removeOnComplete: { age: 7 * 24 * 3600 },
        removeOnFail: { age: 30 * 24 * 3600 },
      },
    );
  }
}
