import { Command } from '@nestjs/cqrs';
import type { StoredPaymentMethod } from '../../billing.repository.js';

export interface AttachedPaymentMethod {
  method: StoredPaymentMethod;
  defaultPaymentMethodId?: string;
}

/** POST /api/account/billing/payment-methods: a payment method made by Stripe.js, put on file. */
export class AttachPaymentMethodCommand extends Command<AttachedPaymentMethod> {
  constructor(
    readonly accountId: string,
    readonly paymentMethod: string,
    readonly makeDefault: boolean | undefined,
    /** Keys the Stripe writes that follow the attach (a type refused, the customer's default). */
    readonly commandId: string,
  ) {
    super();
  }
}
