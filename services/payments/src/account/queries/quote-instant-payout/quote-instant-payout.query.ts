import { Query } from '@nestjs/cqrs';
import type { InstantPayoutOffer } from '../../instant-payouts.js';

/** POST /api/account/payout/quote: the fee and net of an instant payout, before the user confirms it. */
export class QuoteInstantPayoutQuery extends Query<InstantPayoutOffer> {
  constructor(
    readonly accountId: string,
    readonly amount: number,
    readonly currency: string,
  ) {
    super();
  }
}
