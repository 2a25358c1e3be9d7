import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { InvoiceStatus } from '../../domain/invoice-status.js';
import type { StripeInvoiceEventType } from '../../domain/stripe-invoice-events.js';

export type { StripeInvoiceEventType };

export interface ApplyStripeInvoiceEventResult {
  /**
   * applied: our invoice changed; unchanged: nothing to do (late, repeated); unknown: not one of ours;
   * mismatch: the Stripe invoice does not match our record (domain/stripe-invoice-check.ts), nothing
   * changed (logged at error and counted in callsheet_stripe_webhook_mismatch_total).
   */
  outcome: 'applied' | 'unchanged' | 'unknown' | 'mismatch';
  invoiceId?: string;
  status?: InvoiceStatus;
}

/**
 * A Stripe invoice webhook (invoice.finalized, paid, payment_failed, voided, marked_uncollectible),
 * dispatched by the webhook module once per Stripe event id. The Stripe object must match our invoice
 * first (id, currency, amount paid; re-read from Stripe when fields are missing), else nothing changes.
 * Order-independent and idempotent (domain/stripe-invoice-events.ts); on paid, the invoice's transfers
 * are planned and sent. Throws only when a retry can help (Stripe or the database unavailable).
 */
export class ApplyStripeInvoiceEventCommand extends Command<ApplyStripeInvoiceEventResult> {
  constructor(
    readonly type: StripeInvoiceEventType,
    readonly invoice: Stripe.Invoice,
    /** The event's `created` (seconds since the epoch). */
    readonly eventCreated: number,
    /** The Stripe event id, for the logs. */
    readonly eventId?: string,
  ) {
    super();
  }
}
