import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BillingRepository } from '../../billing.repository.js';
import { BillingStripe } from '../../billing.stripe.js';
import { paymentMethodNotFound, requiredPaymentMethodId } from '../../domain/billing.rules.js';
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
    const id = requiredPaymentMethodId('id', paymentMethod);
    const method = await this.billing.findMethod(accountId, id);
    if (!method) {
      throw paymentMethodNotFound(id);
    }
    await this.stripe.setCustomerDefault(method.stripeCustomerId, id, commandId);
    await this.billing.setDefault(accountId, id);
    return { method, defaultPaymentMethodId: id };
  }
}
