import { Command } from '@nestjs/cqrs';
import type { StoredInvoice } from '../../invoice.repository.js';

/** DELETE /api/stripe/invoice/{id}: drafts only, here and at Stripe. Answers the deleted invoice. */
export class DeleteInvoiceCommand extends Command<StoredInvoice> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
