import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { ConnectedAccountStripe } from '../../connected-account.stripe.js';
import { GetPersonQuery } from './get-person.query.js';

@QueryHandler(GetPersonQuery)
export class GetPersonHandler implements IQueryHandler<GetPersonQuery, Stripe.Person> {
  constructor(private readonly connected: ConnectedAccountStripe) {}

  async execute({ accountId, id }: GetPersonQuery): Promise<Stripe.Person> {
    return this.connected.request(accountId, (stripe, account) => stripe.accounts.retrievePerson(account, id));
  }
}
