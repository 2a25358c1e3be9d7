import { Command } from '@nestjs/cqrs';
import type { StoredInvoice } from '../../invoice.repository.js';

export const INVOICE_API_ACTIONS = [
  'finalize',
  'markPaid',
  'void',
  'markUncollectible',
  'send',
  'charge',
  'creditNote',
  'pdf',
] as const;
export type InvoiceApiAction = (typeof INVOICE_API_ACTIONS)[number];

export interface InvoiceActionOptions {
  /** Idempotency of repeatable actions (send, charge, creditNote) across client retries. */
  commandId?: string;
  creditAmount?: number;
  creditReason?: string;
  creditMemo?: string;
}

export interface InvoiceActionOutcome {
  invoice: StoredInvoice;
  pdfUrl?: string;
  creditNoteId?: string;
}

/** POST /api/stripe/invoice/{id}/{action}, and the invoice-finalization worker (finalize). */
export class InvoiceActionCommand extends Command<InvoiceActionOutcome> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly action: string,
    readonly options: InvoiceActionOptions = {},
  ) {
    super();
  }
}
