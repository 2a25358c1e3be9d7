import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';

export type StripePaymentMethodEvent =
  | { type: 'payment_method.attached' | 'payment_method.updated'; method: Stripe.PaymentMethod }
  | { type: 'payment_method.detached'; method: Stripe.PaymentMethod; previousCustomer?: string }
  | { type: 'setup_intent.succeeded'; intent: Stripe.SetupIntent };

export type ApplyStripePaymentMethodEventResult = 'filed' | 'removed' | 'ignored';

/**
 * Stripe's payment_method.* and setup_intent.succeeded webhooks: a payment method the payer added in the
 * browser (Stripe Elements confirming our SetupIntent) reaches our file, one removed at Stripe leaves it.
 */
export class ApplyStripePaymentMethodEventCommand extends Command<ApplyStripePaymentMethodEventResult> {
  constructor(
    readonly event: StripePaymentMethodEvent,
    /** The Stripe event's id: it keys the Stripe writes that follow (the customer's default). */
    readonly eventId: string,
  ) {
    super();
  }
}
