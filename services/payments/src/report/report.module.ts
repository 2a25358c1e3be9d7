import type { DescMessage } from '@bufbuild/protobuf';
import type { EventHandler } from '@callsheet/kernel';
import { Module, type Type } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { QueueModule } from '../queue/payments-queues.js';
import { RequestTransferReportHandler } from './commands/request-transfer-report/request-transfer-report.handler.js';
import { GetTransferReportHandler } from './queries/get-transfer-report/get-transfer-report.handler.js';
import { ReportMessages } from './report.messages.js';
import { ReportRepository } from './report.repository.js';
import { TransferReportQueue } from './transfer-report.queue.js';
import { TransferReportWorker } from './transfer-report.worker.js';

/** The event handlers of this module, started by main.ts (each consumed once in effect, with a DLQ). */
export const REPORT_EVENT_HANDLERS: Type<EventHandler<DescMessage>>[] = [];

/** Transfer reports: asked for, built by the transfer-report worker into file storage, downloaded. */
@Module({
  imports: [CqrsModule, QueueModule],
  controllers: [ReportMessages],
  providers: [
    ReportRepository,
    TransferReportQueue,
    TransferReportWorker,
    RequestTransferReportHandler,
    GetTransferReportHandler,
  ],
  exports: [ReportRepository, TransferReportWorker, QueueModule],
})
export class ReportModule {}
