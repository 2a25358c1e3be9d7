import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BillingRepository } from '../../billing.repository.js';
import { BillingStripe } from '../../billing.stripe.js';
import { assertAcceptedType, paymentMethodFacts, requiredPaymentMethodId } from '../../domain/billing.rules.js';
import { type AttachedPaymentMethod, AttachPaymentMethodCommand } from './attach-payment-method.command.js';

/**
 * Stripe first (attach to the payer's customer), then our file and its events in one transaction; the
 * customer's invoice default follows when the rules make this one the default. A method of a type we
 * do not take is detached again at once.
 */
@CommandHandler(AttachPaymentMethodCommand)
export class AttachPaymentMethodHandler implements ICommandHandler<AttachPaymentMethodCommand, AttachedPaymentMethod> {
  constructor(
    private readonly billing: BillingRepository,
    private readonly stripe: BillingStripe,
  ) {}

  async execute({
    accountId,
    paymentMethod,
    makeDefault,
    commandId,
  }: AttachPaymentMethodCommand): Promise<AttachedPaymentMethod> {
    const id = requiredPaymentMethodId('paymentMethod', paymentMethod);
    const { customer, method } = await this.stripe.attach(accountId, id);
    try {
      assertAcceptedType(method.type);
    } catch (error) {
      await this.stripe.detach(method.id, commandId);
      throw error;
    }
    const before = (await this.stripe.payer(accountId)).defaultPaymentMethodId;
    const filed = await this.billing.putOnFile(
      accountId,
      { stripePaymentMethodId: method.id, stripeCustomerId: customer, facts: paymentMethodFacts(method) },
      makeDefault,
    );
    if (filed.defaultPaymentMethodId !== before) {
      await this.stripe.setCustomerDefault(customer, filed.defaultPaymentMethodId, commandId);
    }
    return { method: filed.method, defaultPaymentMethodId: filed.defaultPaymentMethodId };
  }
}
