import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertInvoiceAction } from '../../domain/invoice-status.js';
import { invoiceNotFound, requireOwnInvoice, settleLostRace } from '../../invoice.access.js';
import { InvoiceRepository, type StoredInvoice } from '../../invoice.repository.js';
import { InvoiceScheduler } from '../../invoice.scheduler.js';
import { InvoiceStripe } from '../../invoice.stripe.js';
import { DeleteInvoiceCommand } from './delete-invoice.command.js';

@CommandHandler(DeleteInvoiceCommand)
export class DeleteInvoiceHandler implements ICommandHandler<DeleteInvoiceCommand, StoredInvoice> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly stripe: InvoiceStripe,
    private readonly scheduler: InvoiceScheduler,
  ) {}

  async execute({ accountId, id }: DeleteInvoiceCommand): Promise<StoredInvoice> {
    const invoice = requireOwnInvoice(await this.invoices.findById(id), accountId, id);
    assertInvoiceAction(invoice.status, 'delete');
    await this.stripe.deleteDraft(invoice);
    if (!(await this.invoices.deleteDraft(invoice, { type: 'deleted' }))) {
      const now = await this.invoices.findById(id);
      if (!now) {
        throw invoiceNotFound(id);
      }
      settleLostRace(now, id, 'draft', 'delete');
    }
    await this.scheduler.unschedule(id);
    return invoice;
  }
}
