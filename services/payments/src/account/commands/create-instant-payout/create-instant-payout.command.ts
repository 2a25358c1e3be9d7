import { Command } from '@nestjs/cqrs';
import type { StoredPayout } from '../../account.repository.js';

/**
 * POST /api/account/payout: an instant payout of `amount` (minor units, the fee taken out of it) from
 * the caller's balance to an external account that takes instant payouts. The same command id names
 * the same payout: a repeated request creates neither a second row nor a second Stripe payout.
 */
export class CreateInstantPayoutCommand extends Command<StoredPayout> {
  constructor(
    readonly accountId: string,
    readonly amount: number,
    readonly currency: string,
    readonly commandId: string,
  ) {
    super();
  }
}
