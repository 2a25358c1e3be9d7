import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import type { StripePage } from '../../stripe-page.js';
import { ListExternalAccountsQuery } from './list-external-accounts.query.js';

@QueryHandler(ListExternalAccountsQuery)
export class ListExternalAccountsHandler implements IQueryHandler<
  ListExternalAccountsQuery,
  StripePage<Stripe.ExternalAccount>
> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, page }: ListExternalAccountsQuery): Promise<StripePage<Stripe.ExternalAccount>> {
    const row = await this.accounts.require(accountId);
    const list = await callStripe(() => this.stripe.accounts.listExternalAccounts(row.stripeAccountId, page));
    return { data: list.data, has_more: list.has_more };
  }
}
