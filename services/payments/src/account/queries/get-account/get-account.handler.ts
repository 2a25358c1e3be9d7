import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { type AccountWithStripe, GetAccountQuery } from './get-account.query.js';

@QueryHandler(GetAccountQuery)
export class GetAccountHandler implements IQueryHandler<GetAccountQuery, AccountWithStripe> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId }: GetAccountQuery): Promise<AccountWithStripe> {
    const row = await this.accounts.require(accountId);
    const account = await callStripe(() => this.stripe.accounts.retrieve(row.stripeAccountId));
    return { row, account };
  }
}
