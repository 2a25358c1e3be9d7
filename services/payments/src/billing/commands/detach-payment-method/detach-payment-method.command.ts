import { Command } from '@nestjs/cqrs';

/** DELETE /api/account/billing/payment-methods/{id}: off the file, and off the Stripe customer. */
export class DetachPaymentMethodCommand extends Command<{ defaultPaymentMethodId?: string }> {
  constructor(
    readonly accountId: string,
    readonly paymentMethod: string,
    readonly commandId: string,
  ) {
    super();
  }
}
