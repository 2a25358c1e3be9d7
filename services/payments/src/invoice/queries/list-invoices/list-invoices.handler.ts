import { isUuid, type Page } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { invalidValue, optionalChoice } from '../../../common/field-rules.js';
import { INVOICE_STATUSES } from '../../domain/invoice-status.js';
import { InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { ListInvoicesQuery } from './list-invoices.query.js';

@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<ListInvoicesQuery, Page<StoredInvoice>> {
  constructor(private readonly invoices: InvoiceRepository) {}

  async execute({ accountId, status, applicationId, page }: ListInvoicesQuery): Promise<Page<StoredInvoice>> {
    const filter = optionalChoice('status', status, INVOICE_STATUSES);
    if (applicationId && !isUuid(applicationId)) {
      throw invalidValue('applicationId', 'Expected an application id');
    }
    return this.invoices.listForPayer(accountId, { status: filter, applicationId: applicationId || undefined }, page);
  }
}
