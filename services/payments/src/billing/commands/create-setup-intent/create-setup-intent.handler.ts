import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { BillingStripe } from '../../billing.stripe.js';
import { setupIntentTypes } from '../../domain/billing.rules.js';
import { CreateSetupIntentCommand } from './create-setup-intent.command.js';

/**
 * Nothing of ours changes: the customer is made (and stored) if needed, and the SetupIntent lives at
 * Stripe. The payment method it collects reaches our file through setup_intent.succeeded or
 * payment_method.attached (ApplyStripePaymentMethodEventHandler).
 */
@CommandHandler(CreateSetupIntentCommand)
export class CreateSetupIntentHandler implements ICommandHandler<CreateSetupIntentCommand, Stripe.SetupIntent> {
  constructor(private readonly stripe: BillingStripe) {}

  async execute({ accountId, paymentMethodTypes, commandId }: CreateSetupIntentCommand): Promise<Stripe.SetupIntent> {
    return this.stripe.setupIntent(accountId, setupIntentTypes(paymentMethodTypes), commandId);
  }
}
