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
  ) {
    super();
  }
}
