import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { GetPersonQuery } from './get-person.query.js';

@QueryHandler(GetPersonQuery)
export class GetPersonHandler implements IQueryHandler<GetPersonQuery, Stripe.Person> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, id }: GetPersonQuery): Promise<Stripe.Person> {
    const row = await this.accounts.require(accountId);
    return callStripe(() => this.stripe.accounts.retrievePerson(row.stripeAccountId, id));
  }
}
