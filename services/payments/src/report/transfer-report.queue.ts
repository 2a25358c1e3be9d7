import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';
import { PAYMENTS_QUEUES, type PaymentsQueues } from '../queue/payments-queues.js';
import type { StoredReport } from './report.repository.js';

export const REPORT_ATTEMPTS = 3;

/** Jobs of the transfer-report queue: one per report (jobId = report id). */
@Injectable()
export class TransferReportQueue {
  constructor(
    @Inject(PAYMENTS_QUEUES) private readonly queues: PaymentsQueues,
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
  ) {}

  async enqueue(report: Pick<StoredReport, 'id'>): Promise<void> {
    await this.queues.transferReport.add(
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
