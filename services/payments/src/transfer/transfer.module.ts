import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { InvoicePayouts } from './invoice-payouts.js';
import { GetTransferHandler } from './queries/get-transfer/get-transfer.handler.js';
import { ListTransfersHandler } from './queries/list-transfers/list-transfers.handler.js';
import { TransferMessages } from './transfer.messages.js';
import { TransferRepository } from './transfer.repository.js';

/** Transfers of paid invoices (split by the deal memo, a minor's trust payout) and their queries. */
@Module({
  imports: [CqrsModule],
  controllers: [TransferMessages],
  providers: [TransferRepository, InvoicePayouts, ListTransfersHandler, GetTransferHandler],
  exports: [TransferRepository, InvoicePayouts],
})
export class TransferModule {}
