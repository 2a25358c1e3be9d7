import { isUuid, type Page } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { invalidValue } from '../../../common/field-rules.js';
import { type StoredTransfer, TransferRepository } from '../../transfer.repository.js';
import { ListTransfersQuery } from './list-transfers.query.js';

@QueryHandler(ListTransfersQuery)
export class ListTransfersHandler implements IQueryHandler<ListTransfersQuery, Page<StoredTransfer>> {
  constructor(private readonly transfers: TransferRepository) {}

  async execute({ accountId, invoiceId, page }: ListTransfersQuery): Promise<Page<StoredTransfer>> {
    if (invoiceId && !isUuid(invoiceId)) {
      throw invalidValue('invoiceId', 'Expected an invoice id');
    }
    return this.transfers.listForAccount(accountId, invoiceId || undefined, page);
  }
}
