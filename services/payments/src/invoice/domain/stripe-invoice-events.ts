import type { InvoiceStatus } from './invoice-status.js';

/*
 * Stripe's invoice webhooks applied to our invoice, whatever order they arrive in (Stripe does not
 * promise one): an event moves the invoice only forward, to the status the event reports, and never out
 * of a final status.
 *
 * | event                        | draft         | open          | paid | void | uncollectible |
 * | ---------------------------- | ------------- | ------------- | ---- | ---- | ------------- |
 * | invoice.finalized            | open          | -             | -    | -    | -             |
 * | invoice.paid                 | paid          | paid          | -    | -    | paid          |
 * | invoice.voided               | void          | void          | -    | -    | void          |
 * | invoice.marked_uncollectible | uncollectible | uncollectible | -    | -    | -             |
 * | invoice.payment_failed       | -             | - (flagged)   | -    | -    | -             |
 * | invoice.payment_action_required | -          | - (flagged)   | -    | -    | -             |
 *
 * - A draft may jump straight to paid, void or uncollectible: the finalized event is late or lost,
 *   and the later event says the invoice was finalized anyway.
 * - A late invoice.finalized after paid (or void, or uncollectible) changes nothing.
 * - paid and void are final; uncollectible still becomes paid or void (spec section 4).
 * - invoice.payment_failed changes no status; on an open invoice it flags the failed attempt
 *   (displayed as "failed") until a payment succeeds.
 * - invoice.payment_action_required changes no status either; on an open invoice it records that the
 *   payer must confirm the payment on the hosted page (payment-issue.ts) until a payment succeeds.
 */
export const STRIPE_INVOICE_EVENT_TYPES = [
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'invoice.voided',
  'invoice.marked_uncollectible',
] as const;
export type StripeInvoiceEventType = (typeof STRIPE_INVOICE_EVENT_TYPES)[number];

const MOVES: Readonly<Record<StripeInvoiceEventType, Readonly<Partial<Record<InvoiceStatus, InvoiceStatus>>>>> = {
  'invoice.finalized': { draft: 'open' },
  'invoice.paid': { draft: 'paid', open: 'paid', uncollectible: 'paid' },
  'invoice.voided': { draft: 'void', open: 'void', uncollectible: 'void' },
  'invoice.marked_uncollectible': { draft: 'uncollectible', open: 'uncollectible' },
  'invoice.payment_failed': {},
  'invoice.payment_action_required': {},
};

/** The status the event moves the invoice to, or undefined when it changes no status. */
export function statusAfterStripeEvent(status: InvoiceStatus, type: StripeInvoiceEventType): InvoiceStatus | undefined {
  return MOVES[type][status];
}

/** Whether the event flags a failed payment attempt on an invoice in this status. */
export function flagsFailedPayment(status: InvoiceStatus, type: StripeInvoiceEventType): boolean {
  return type === 'invoice.payment_failed' && status === 'open';
}

/** Whether the event records that the payer must confirm the payment, on an invoice in this status. */
export function flagsActionRequired(status: InvoiceStatus, type: StripeInvoiceEventType): boolean {
  return type === 'invoice.payment_action_required' && status === 'open';
}
