import { Command } from '@nestjs/cqrs';
import type { StoredInvoice } from '../../invoice.repository.js';

export const INVOICE_API_ACTIONS = [
  'finalize',
  'markPaid',
  'void',
  'markUncollectible',
  'send',
  'charge',
  'pay',
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
  /** pay: a payment method on the payer's file (pm_…); the default one when absent. */
  paymentMethod?: string;
}

export interface InvoiceActionOutcome {
  invoice: StoredInvoice;
  pdfUrl?: string;
  creditNoteId?: string;
}

/**
 * POST /api/stripe/invoice/{id}/{action}, and the invoice-finalization worker (finalize). charge and pay
 * both settle the invoice with a payment method on file: charge off session with the default method
 * (the payer is not there), pay on the payer's request (a method may be chosen; the bank may then ask
 * the payer to confirm on the hosted page).
 */
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
