/*
 * What each Stripe webhook event becomes (issue 7). The commands are idempotent and order-safe on their
 * own (account.updated compares Stripe's event time, invoices and transfers follow their state
 * machines, final states stay final), so redelivered or late events change nothing.
 *
 * | Stripe event                       | handled by                                        | domain event (topic)            |
 * | ---------------------------------- | ------------------------------------------------- | ------------------------------- |
 * | account.updated                    | SyncConnectedAccountCommand                       | ConnectedAccountUpdated (account) |
 * | invoice.finalized                  | ApplyStripeInvoiceEventCommand                    | InvoiceFinalized (invoice)      |
 * | invoice.paid                       | ApplyStripeInvoiceEventCommand (then transfers)   | InvoicePaid, TransfersCreated   |
 * | invoice.payment_failed             | ApplyStripeInvoiceEventCommand                    | InvoicePaymentFailed            |
 * | invoice.payment_action_required    | ApplyStripeInvoiceEventCommand                    | InvoicePaymentActionRequired    |
 * | invoice.voided                     | ApplyStripeInvoiceEventCommand                    | InvoiceVoided                   |
 * | invoice.marked_uncollectible       | ApplyStripeInvoiceEventCommand                    | InvoiceMarkedUncollectible      |
 * | transfer.created, transfer.reversed | ApplyStripeTransferEventCommand                  | TransferCreated/Reversed (transfer) |
 * | payout.paid, payout.failed         | ApplyStripePayoutEventCommand                     | PayoutPaid/Failed (payout)      |
 * | charge.dispute.created             | this module                                       | DisputeCreated (dispute)        |
 * | setup_intent.succeeded, payment_method.attached, .updated, .detached | ApplyStripePaymentMethodEventCommand | PaymentMethodAdded/Removed (billing) |
 *
 * Any other type is recorded as seen and otherwise ignored (the endpoint may be subscribed to more).
 *
 * An invoice.* event changes our invoice only when its Stripe invoice matches our record (id, currency,
 * amount paid; re-read from Stripe when the event lacks them: invoice/domain/stripe-invoice-check.ts).
 * A mismatch is logged at error with the event id, counted in callsheet_stripe_webhook_mismatch_total
 * and recorded as handled: it changes nothing and is not retried.
 */
export const HANDLED_STRIPE_EVENTS = [
  'account.updated',
  'invoice.finalized',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'invoice.voided',
  'invoice.marked_uncollectible',
  'transfer.created',
  'transfer.reversed',
  'payout.paid',
  'payout.failed',
  'charge.dispute.created',
  'setup_intent.succeeded',
  'payment_method.attached',
  'payment_method.updated',
  'payment_method.detached',
] as const;

export type HandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number];

export function isHandledStripeEvent(type: string): type is HandledStripeEvent {
  return (HANDLED_STRIPE_EVENTS as readonly string[]).includes(type);
}
