import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { InvoiceStatus } from '../../domain/invoice-status.js';
import type { StripeInvoiceEventType } from '../../domain/stripe-invoice-events.js';

export type { StripeInvoiceEventType };

export interface ApplyStripeInvoiceEventResult {
  /** applied: our invoice changed; unchanged: nothing to do (late, repeated); unknown: not one of ours. */
  outcome: 'applied' | 'unchanged' | 'unknown';
  invoiceId?: string;
  status?: InvoiceStatus;
}

/**
 * A Stripe invoice webhook (invoice.finalized, paid, payment_failed, voided, marked_uncollectible),
 * dispatched by the webhook module once per Stripe event id. Order-independent and idempotent
 * (domain/stripe-invoice-events.ts); on paid, the invoice's transfers are planned and sent. Throws
 * only when a retry can help (Stripe or the database unavailable).
 */
export class ApplyStripeInvoiceEventCommand extends Command<ApplyStripeInvoiceEventResult> {
  constructor(
    readonly type: StripeInvoiceEventType,
    readonly invoice: Stripe.Invoice,
    /** The event's `created` (seconds since the epoch). */
    readonly eventCreated: number,
  ) {
    super();
  }
}
