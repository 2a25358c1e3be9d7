import { Query } from '@nestjs/cqrs';
import type { StoredTransfer } from '../../transfer.repository.js';

/** GET /api/stripe/transfers/{id}: a transfer the account paid or received. */
export class GetTransferQuery extends Query<StoredTransfer> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
