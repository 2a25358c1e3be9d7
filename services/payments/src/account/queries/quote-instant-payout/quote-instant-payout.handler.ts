import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../../account.repository.js';
import { type InstantPayoutOffer, InstantPayouts } from '../../instant-payouts.js';
import { QuoteInstantPayoutQuery } from './quote-instant-payout.query.js';

@QueryHandler(QuoteInstantPayoutQuery)
export class QuoteInstantPayoutHandler implements IQueryHandler<QuoteInstantPayoutQuery, InstantPayoutOffer> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly payouts: InstantPayouts,
  ) {}

  async execute({ accountId, amount, currency }: QuoteInstantPayoutQuery): Promise<InstantPayoutOffer> {
    return this.payouts.offer(await this.accounts.require(accountId), amount, currency);
  }
}
