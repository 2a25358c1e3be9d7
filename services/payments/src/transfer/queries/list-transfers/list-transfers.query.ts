import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredTransfer } from '../../transfer.repository.js';

/** GET /api/stripe/transfer: transfers the account paid or received, newest first. */
export class ListTransfersQuery extends Query<Page<StoredTransfer>> {
  constructor(
    readonly accountId: string,
    readonly invoiceId: string | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}
