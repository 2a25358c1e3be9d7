import { Query } from '@nestjs/cqrs';
import type { StoredInvoice } from '../../invoice.repository.js';

/** GET /api/stripe/invoice/{id}: the payer's invoice. */
export class GetInvoiceQuery extends Query<StoredInvoice> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
