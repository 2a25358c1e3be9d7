import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/** DELETE /api/stripe/account/external/{id}. */
export class DeleteExternalAccountCommand extends Command<Stripe.DeletedExternalAccount> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly commandId: string,
  ) {
    super();
  }
}
