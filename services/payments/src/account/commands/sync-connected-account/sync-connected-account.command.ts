import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { StoredConnectedAccount } from '../../account.repository.js';

/**
 * Stripe's account.updated (dispatched by the webhook module): the account's status, requirements,
 * charges and payouts as of the event's time (eventCreated, unix seconds). An older event arriving
 * after a newer one changes nothing. Answers the updated row, or undefined when nothing was applied.
 */
export class SyncConnectedAccountCommand extends Command<StoredConnectedAccount | undefined> {
  constructor(
    readonly stripeAccount: Stripe.Account,
    readonly eventCreated: number,
  ) {
    super();
  }
}
