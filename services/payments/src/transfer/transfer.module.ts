import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TRANSFER_RUN_QUEUE } from '../queue/payments-queues.js';
import { queueProcessor } from '../queue/queue-processor.js';
import { InvoicePayouts } from './invoice-payouts.js';
import { GetTransferHandler } from './queries/get-transfer/get-transfer.handler.js';
import { ListTransfersHandler } from './queries/list-transfers/list-transfers.handler.js';
import { TransferRunProcessor } from './transfer-run.processor.js';
import { TransferRuns } from './transfer-runs.js';
import { TransferMessages } from './transfer.messages.js';
import { TransferRepository } from './transfer.repository.js';

/**
 * Transfers of paid invoices (split by the deal memo, a minor's trust payout), their queries, and the
 * transfer-run queue that sends again what a run left unsent.
 */
@Module({
  imports: [CqrsModule, BullModule.registerQueue({ name: TRANSFER_RUN_QUEUE })],
  controllers: [TransferMessages],
  providers: [
    TransferRepository,
    InvoicePayouts,
    TransferRuns,
    queueProcessor(TRANSFER_RUN_QUEUE, TransferRunProcessor),
    ListTransfersHandler,
    GetTransferHandler,
  ],
  exports: [TransferRepository, InvoicePayouts, TransferRuns],
})
export class TransferModule {}
