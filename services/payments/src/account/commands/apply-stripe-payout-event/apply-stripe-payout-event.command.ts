import { Command } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { StoredPayout } from '../../account.repository.js';

/**
 * Stripe's payout.paid or payout.failed (dispatched by the webhook module) applied to our payout with
 * that Stripe id. Failed is final; paid may still become failed (Stripe fails a payout the bank
 * returns). Payouts that are not ours (Stripe's automatic payouts) are ignored with a log line.
 * Answers the updated payout, or undefined when nothing changed.
 */
export class ApplyStripePayoutEventCommand extends Command<StoredPayout | undefined> {
  constructor(
    readonly type: 'payout.paid' | 'payout.failed',
    readonly payout: Stripe.Payout,
    readonly eventCreated: number,
  ) {
    super();
  }
}
