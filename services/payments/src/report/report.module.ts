import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TRANSFER_REPORT_QUEUE } from '../queue/payments-queues.js';
import { queueProcessor } from '../queue/queue-processor.js';
import { RequestTransferReportHandler } from './commands/request-transfer-report/request-transfer-report.handler.js';
import { GetTransferReportHandler } from './queries/get-transfer-report/get-transfer-report.handler.js';
import { ReportMessages } from './report.messages.js';
import { ReportRepository } from './report.repository.js';
import { TransferReportQueue } from './transfer-report.queue.js';
import { TransferReportProcessor } from './transfer-report.processor.js';

/** Transfer reports: asked for, built by the transfer-report worker into file storage, downloaded. */
@Module({
  imports: [CqrsModule, BullModule.registerQueue({ name: TRANSFER_REPORT_QUEUE })],
  controllers: [ReportMessages],
  providers: [
    ReportRepository,
    TransferReportQueue,
    queueProcessor(TRANSFER_REPORT_QUEUE, TransferReportProcessor),
    RequestTransferReportHandler,
    GetTransferReportHandler,
  ],
  exports: [ReportRepository, TransferReportProcessor],
})
export class ReportModule {}
