import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import type { StripePage } from '../../stripe-page.js';
import { ListPersonsQuery } from './list-persons.query.js';

@QueryHandler(ListPersonsQuery)
export class ListPersonsHandler implements IQueryHandler<ListPersonsQuery, StripePage<Stripe.Person>> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, page }: ListPersonsQuery): Promise<StripePage<Stripe.Person>> {
    const row = await this.accounts.require(accountId);
    const list = await callStripe(() => this.stripe.accounts.listPersons(row.stripeAccountId, page));
    return { data: list.data, has_more: list.has_more };
  }
}
