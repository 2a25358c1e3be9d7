import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { ConnectedAccountStripe } from '../../connected-account.stripe.js';
import { GetExternalAccountQuery } from './get-external-account.query.js';

@QueryHandler(GetExternalAccountQuery)
export class GetExternalAccountHandler implements IQueryHandler<GetExternalAccountQuery, Stripe.ExternalAccount> {
  constructor(private readonly connected: ConnectedAccountStripe) {}

  async execute({ accountId, id }: GetExternalAccountQuery): Promise<Stripe.ExternalAccount> {
    return this.connected.request(accountId, (stripe, account) => stripe.accounts.retrieveExternalAccount(account, id));
  }
}
