import { Command } from '@nestjs/cqrs';
import type { StoredInvoice } from '../../invoice.repository.js';

/**
 * PATCH /api/stripe/invoice/{id}: a draft's lines (quantity, unit price, taxes, coupons), memo, footer,
 * custom fields, prefix, due date, billing method and scheduled finalization. The fields named in the
 * mask replace the draft's; a finalized invoice is refused (spec section 4).
 */
export class UpdateInvoiceCommand extends Command<StoredInvoice> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly input: Record<string, unknown>,
    readonly fieldMask: readonly string[],
  ) {
    super();
  }
}
