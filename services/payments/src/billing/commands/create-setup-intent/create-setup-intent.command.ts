import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/** POST /api/account/billing/setup-intent: a SetupIntent's client secret for Stripe Elements. */
export class CreateSetupIntentCommand extends Command<Stripe.SetupIntent> {
  constructor(
    readonly accountId: string,
    readonly paymentMethodTypes: readonly string[],
    readonly commandId: string,
  ) {
    super();
  }
}
