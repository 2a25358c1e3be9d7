import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredInvoice } from '../../invoice.repository.js';

/** GET /api/stripe/invoice: the payer's invoices, newest first. */
export class ListInvoicesQuery extends Query<Page<StoredInvoice>> {
  constructor(
    readonly accountId: string,
    readonly status: string | undefined,
    readonly applicationId: string | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}
