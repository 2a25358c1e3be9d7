import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { STRIPE } from '../../../stripe/stripe.client.js';
import { BillingRepository } from '../../billing.repository.js';
import { BillingStripe } from '../../billing.stripe.js';
import { PAYMENT_METHOD_TYPES, paymentMethodFacts } from '../../domain/billing.rules.js';
import {
  ApplyStripePaymentMethodEventCommand,
  type ApplyStripePaymentMethodEventResult,
} from './apply-stripe-payment-method-event.command.js';

/**
 * Idempotent and order-safe: filing a method twice is one row, removing one that is gone changes
 * nothing, and a method of a customer that is not one of our payers (or of a type we do not take) is
 * ignored. The default follows the rules of domain/billing.rules.ts, as for our own attach.
 */
@CommandHandler(ApplyStripePaymentMethodEventCommand)
export class ApplyStripePaymentMethodEventHandler implements ICommandHandler<
  ApplyStripePaymentMethodEventCommand,
  ApplyStripePaymentMethodEventResult
> {
  constructor(
    private readonly billing: BillingRepository,
    private readonly stripeCalls: BillingStripe,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({
    event,
    eventId,
  }: ApplyStripePaymentMethodEventCommand): Promise<ApplyStripePaymentMethodEventResult> {
    switch (event.type) {
      case 'payment_method.attached':
      case 'payment_method.updated':
        return this.file(event.method, eventId);
      case 'setup_intent.succeeded': {
        const id = idOf(event.intent.payment_method);
        if (!id) {
          return 'ignored';
        }
        const method = await callStripe(() => this.stripe.paymentMethods.retrieve(id));
        return this.file(method, eventId, idOf(event.intent.customer));
      }
      case 'payment_method.detached':
        return this.remove(event.method, eventId, event.previousCustomer);
    }
  }

  private async file(
    method: Stripe.PaymentMethod,
    eventId: string,
    customerHint?: string,
  ): Promise<ApplyStripePaymentMethodEventResult> {
    const customer = idOf(method.customer) ?? customerHint;
    const accountId = customer ? await this.billing.accountOfCustomer(customer) : undefined;
    if (!customer || !accountId || !(PAYMENT_METHOD_TYPES as readonly string[]).includes(method.type)) {
      this.logger.info(
        { paymentMethodId: method.id, type: method.type },
        'payment method event not for one of our payers',
      );
      return 'ignored';
    }
    const before = (await this.billing.payerOf(accountId))?.defaultPaymentMethodId;
    const filed = await this.billing.putOnFile(
      accountId,
      { stripePaymentMethodId: method.id, stripeCustomerId: customer, facts: paymentMethodFacts(method) },
      undefined,
    );
    if (filed.defaultPaymentMethodId !== before) {
      await this.stripeCalls.setCustomerDefault(customer, filed.defaultPaymentMethodId, eventId);
    }
    return 'filed';
  }

  private async remove(
    method: Stripe.PaymentMethod,
    eventId: string,
    previousCustomer?: string,
  ): Promise<ApplyStripePaymentMethodEventResult> {
    const customer = previousCustomer ?? idOf(method.customer);
    const accountId = customer ? await this.billing.accountOfCustomer(customer) : undefined;
    if (!accountId) {
      return 'ignored';
    }
    const { removed, defaultPaymentMethodId } = await this.billing.removeFromFile(accountId, method.id);
    if (removed && customer && defaultPaymentMethodId) {
      await this.stripeCalls.setCustomerDefault(customer, defaultPaymentMethodId, eventId);
    }
    return removed ? 'removed' : 'ignored';
  }
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  return typeof value === 'string' ? value : (value?.id ?? undefined);
}
