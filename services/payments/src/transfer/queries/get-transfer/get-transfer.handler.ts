import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { type StoredTransfer, TransferRepository } from '../../transfer.repository.js';
import { GetTransferQuery } from './get-transfer.query.js';

@QueryHandler(GetTransferQuery)
export class GetTransferHandler implements IQueryHandler<GetTransferQuery, StoredTransfer> {
  constructor(private readonly transfers: TransferRepository) {}

  async execute({ accountId, id }: GetTransferQuery): Promise<StoredTransfer> {
    const transfer = await this.transfers.findById(id);
    // Someone else's transfer is answered as unknown: its existence is not the caller's business.
    if (!transfer || (transfer.payerAccountId !== accountId && transfer.accountId !== accountId)) {
      throw new PaymentsException(PaymentsErrorCode.TransferNotFound, `No transfer ${id}.`, [id]);
    }
    return transfer;
  }
}
