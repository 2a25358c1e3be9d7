import { requireOwned } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { type StoredTransfer, TransferRepository } from '../../transfer.repository.js';
import { GetTransferQuery } from './get-transfer.query.js';

@QueryHandler(GetTransferQuery)
export class GetTransferHandler implements IQueryHandler<GetTransferQuery, StoredTransfer> {
  constructor(private readonly transfers: TransferRepository) {}

  async execute({ accountId, id }: GetTransferQuery): Promise<StoredTransfer> {
    // The payer and the recipient see a transfer; to anyone else it does not exist.
    return requireOwned(
      await this.transfers.findById(id),
      accountId,
      () => new PaymentsException(PaymentsErrorCode.TransferNotFound, `No transfer ${id}.`, [id]),
      (transfer) => [transfer.payerAccountId, transfer.accountId],
    );
  }
}
