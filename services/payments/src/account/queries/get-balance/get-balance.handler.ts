import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { ConnectedAccountStripe } from '../../connected-account.stripe.js';
import { GetBalanceQuery } from './get-balance.query.js';

@QueryHandler(GetBalanceQuery)
export class GetBalanceHandler implements IQueryHandler<GetBalanceQuery, Stripe.Balance> {
  constructor(private readonly connected: ConnectedAccountStripe) {}

  async execute({ accountId }: GetBalanceQuery): Promise<Stripe.Balance> {
    return this.connected.request(accountId, (stripe, account) =>
      stripe.balance.retrieve({}, { stripeAccount: account }),
    );
  }
}
