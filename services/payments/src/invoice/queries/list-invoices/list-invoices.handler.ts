import { isUuid, type Page } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { invalidValue, isoDateOf, optionalChoice } from '../../../common/field-rules.js';
import { displayStatusFilter, INVOICE_DISPLAY_STATUSES } from '../../domain/invoice-status.js';
import { InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { ListInvoicesQuery } from './list-invoices.query.js';

@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<ListInvoicesQuery, Page<StoredInvoice>> {
  constructor(private readonly invoices: InvoiceRepository) {}

  async execute({ accountId, status, applicationId, page }: ListInvoicesQuery): Promise<Page<StoredInvoice>> {
    // Any of the eight statuses the console shows, the derived past_due, scheduled and failed included.
    const display = optionalChoice('status', status, INVOICE_DISPLAY_STATUSES);
    if (applicationId && !isUuid(applicationId)) {
      throw invalidValue('applicationId', 'Expected an application id');
    }
    return this.invoices.listForPayer(
      accountId,
      { status: display && displayStatusFilter(display), applicationId: applicationId || undefined },
      page,
      isoDateOf(new Date()),
    );
  }
}
