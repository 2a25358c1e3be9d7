import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requireOwnInvoice } from '../../invoice.access.js';
import { InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { GetInvoiceQuery } from './get-invoice.query.js';

@QueryHandler(GetInvoiceQuery)
export class GetInvoiceHandler implements IQueryHandler<GetInvoiceQuery, StoredInvoice> {
  constructor(private readonly invoices: InvoiceRepository) {}

  async execute({ accountId, id }: GetInvoiceQuery): Promise<StoredInvoice> {
    return requireOwnInvoice(await this.invoices.findById(id), accountId, id);
  }
}
