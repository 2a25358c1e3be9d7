import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingMessages } from './billing.messages.js';
import { BillingRepository } from './billing.repository.js';
import { BillingStripe } from './billing.stripe.js';
import { ApplyStripePaymentMethodEventHandler } from './commands/apply-stripe-payment-method-event/apply-stripe-payment-method-event.handler.js';
import { AttachPaymentMethodHandler } from './commands/attach-payment-method/attach-payment-method.handler.js';
import { CreateSetupIntentHandler } from './commands/create-setup-intent/create-setup-intent.handler.js';
import { DetachPaymentMethodHandler } from './commands/detach-payment-method/detach-payment-method.handler.js';
import { SetDefaultPaymentMethodHandler } from './commands/set-default-payment-method/set-default-payment-method.handler.js';
import { UpdateBillingHandler } from './commands/update-billing/update-billing.handler.js';
import { GetBillingHandler } from './queries/get-billing/get-billing.handler.js';
import { ListPaymentMethodsHandler } from './queries/list-payment-methods/list-payment-methods.handler.js';

const handlers = [
  UpdateBillingHandler,
  CreateSetupIntentHandler,
  AttachPaymentMethodHandler,
  SetDefaultPaymentMethodHandler,
  DetachPaymentMethodHandler,
  ApplyStripePaymentMethodEventHandler,
  GetBillingHandler,
  ListPaymentMethodsHandler,
];

/** The paying side of an account: its Stripe customer, payment methods on file and the default one. */
@Module({
  imports: [CqrsModule],
  controllers: [BillingMessages],
  providers: [BillingRepository, BillingStripe, ...handlers],
  exports: [BillingRepository, BillingStripe],
})
export class BillingModule {}
