import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { ConnectedAccountStripe } from '../../connected-account.stripe.js';
import type { StripePage } from '../../stripe-page.js';
import { ListExternalAccountsQuery } from './list-external-accounts.query.js';

@QueryHandler(ListExternalAccountsQuery)
export class ListExternalAccountsHandler implements IQueryHandler<
  ListExternalAccountsQuery,
  StripePage<Stripe.ExternalAccount>
> {
  constructor(private readonly connected: ConnectedAccountStripe) {}

  async execute({ accountId, page }: ListExternalAccountsQuery): Promise<StripePage<Stripe.ExternalAccount>> {
    return this.connected.page(accountId, (stripe, account) => stripe.accounts.listExternalAccounts(account, page));
  }
}
