import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BillingRepository } from '../../billing.repository.js';
import { BillingStripe } from '../../billing.stripe.js';
import { requireOwnPaymentMethod } from '../../billing.access.js';
import type { AttachedPaymentMethod } from '../attach-payment-method/attach-payment-method.command.js';
import { SetDefaultPaymentMethodCommand } from './set-default-payment-method.command.js';

/** Only a payment method on the account's own file; another account's answers 404 like a missing one. */
@CommandHandler(SetDefaultPaymentMethodCommand)
export class SetDefaultPaymentMethodHandler implements ICommandHandler<
  SetDefaultPaymentMethodCommand,
  AttachedPaymentMethod
> {
  constructor(
    private readonly billing: BillingRepository,
    private readonly stripe: BillingStripe,
  ) {}

  async execute({
    accountId,
    paymentMethod,
    commandId,
  }: SetDefaultPaymentMethodCommand): Promise<AttachedPaymentMethod> {
    const method = await requireOwnPaymentMethod(this.billing, accountId, paymentMethod);
    const id = method.stripePaymentMethodId;
    await this.stripe.setCustomerDefault(method.stripeCustomerId, id, commandId);
    await this.billing.setDefault(accountId, id);
    return { method, defaultPaymentMethodId: id };
  }
}
