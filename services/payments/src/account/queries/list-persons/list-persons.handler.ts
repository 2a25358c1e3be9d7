import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { ConnectedAccountStripe } from '../../connected-account.stripe.js';
import type { StripePage } from '../../stripe-page.js';
import { ListPersonsQuery } from './list-persons.query.js';

@QueryHandler(ListPersonsQuery)
export class ListPersonsHandler implements IQueryHandler<ListPersonsQuery, StripePage<Stripe.Person>> {
  constructor(private readonly connected: ConnectedAccountStripe) {}

  async execute({ accountId, page }: ListPersonsQuery): Promise<StripePage<Stripe.Person>> {
    return this.connected.page(accountId, (stripe, account) => stripe.accounts.listPersons(account, page));
  }
}
