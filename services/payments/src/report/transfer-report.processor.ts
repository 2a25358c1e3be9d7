import { FILE_STORAGE, type FileStorage, LOGGER, type Logger } from '@callsheet/kernel';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Readable } from 'node:stream';
import type { PaymentsEnv } from '../payments.env.js';
import { PAYMENTS_ENV } from '../payments.tokens.js';
import type { TransferReportJob } from '../queue/payments-queues.js';
import { QueueProcessor } from '../queue/queue-processor.js';
import { toCsvRow, transferReportHeader } from '../transfer/domain/transfer-report.js';
import { ReportRepository, type StoredReport } from './report.repository.js';
import { REPORT_ATTEMPTS, TransferReportQueue } from './transfer-report.queue.js';

export const REPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';

export function reportStorageKey(report: Pick<StoredReport, 'id' | 'accountId'>): string {
  return `transfer-reports/${report.accountId}/${report.id}.csv`;
}

/**
 * transfer-report: streams the report's transfers from PostgreSQL (keyset batches of
 * TRANSFER_REPORT_BATCH_SIZE rows) through transfer-report.ts into file storage. The CSV is never whole
 * in memory: a batch is read only when the storage has taken the previous one (stream backpressure).
 * Retried from the start (the file appears only once complete; the same key is overwritten); a
 * report already ready is not built again.
 */
@Injectable()
export class TransferReportProcessor
  extends QueueProcessor<TransferReportJob, StoredReport | undefined>
  implements OnApplicationBootstrap
{
  constructor(
    @Inject(PAYMENTS_ENV) private readonly env: PaymentsEnv,
    @Inject(LOGGER) logger: Logger,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly reports: ReportRepository,
    private readonly queue: TransferReportQueue,
  ) {
    super(logger);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.env.BULLMQ_WORKERS) {
      try {
        // A report whose job was lost (enqueue failed after the row was written) is queued again.
        for (const report of await this.reports.queued()) {
          await this.queue.enqueue(report);
        }
      } catch (error) {
        this.logger.error({ err: error }, 'could not re-queue the queued transfer reports');
      }
    }
  }

  async process(job: Job<TransferReportJob, StoredReport | undefined>): Promise<StoredReport | undefined> {
    const report = await this.reports.findById(job.data.reportId);
    if (!report || report.status === 'ready') {
      return report;
    }
    try {
      return await this.build(report);
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? REPORT_ATTEMPTS)) {
        await this.reports.markFailed(report.id, error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  }

  /** Builds the file; exported for the benchmark, which runs it without a queue. */
  async build(report: StoredReport): Promise<StoredReport> {
    await this.reports.markRunning(report.id);
    let rows = 0;
    const reports = this.reports;
    const batchSize = this.env.TRANSFER_REPORT_BATCH_SIZE;
    async function* csv(): AsyncGenerator<string> {
      yield `${transferReportHeader()}\r\n`;
      for await (const batch of reports.transfers(report.accountId, report.filters, batchSize)) {
        rows += batch.length;
        yield batch.map((entry) => `${toCsvRow(entry)}\r\n`).join('');
      }
    }
    const key = reportStorageKey(report);
    const { bytes } = await this.storage.putStream(key, Readable.from(csv()), REPORT_CONTENT_TYPE);
    return this.reports.markReady(report.id, key, rows, bytes);
  }
}
