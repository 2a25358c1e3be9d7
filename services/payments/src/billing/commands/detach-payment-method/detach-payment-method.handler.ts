import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PaymentsErrorCode, PaymentsException } from '../../../payments.errors.js';
import { BillingRepository } from '../../billing.repository.js';
import { BillingStripe } from '../../billing.stripe.js';
import { requireOwnPaymentMethod } from '../../billing.access.js';
import { DetachPaymentMethodCommand } from './detach-payment-method.command.js';

/**
 * Stripe first (a payment method Stripe no longer has is simply taken off our file), then our file: the
 * default moves to the newest other method (domain/billing.rules.ts) and the customer's default follows.
 */
@CommandHandler(DetachPaymentMethodCommand)
export class DetachPaymentMethodHandler implements ICommandHandler<
  DetachPaymentMethodCommand,
  { defaultPaymentMethodId?: string }
> {
  constructor(
    private readonly billing: BillingRepository,
    private readonly stripe: BillingStripe,
  ) {}

  async execute({
    accountId,
    paymentMethod,
    commandId,
  }: DetachPaymentMethodCommand): Promise<{ defaultPaymentMethodId?: string }> {
    const method = await requireOwnPaymentMethod(this.billing, accountId, paymentMethod);
    const id = method.stripePaymentMethodId;
    try {
      await this.stripe.detach(id, commandId);
    } catch (error) {
      if (!(error instanceof PaymentsException && error.code === PaymentsErrorCode.StripeObjectNotFound)) {
        throw error;
      }
    }
    const before = (await this.stripe.payer(accountId)).defaultPaymentMethodId;
    const { defaultPaymentMethodId } = await this.billing.removeFromFile(accountId, id);
    if (defaultPaymentMethodId !== before && defaultPaymentMethodId !== undefined) {
      await this.stripe.setCustomerDefault(method.stripeCustomerId, defaultPaymentMethodId, commandId);
    }
    return { defaultPaymentMethodId };
  }
}
