import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { GetBalanceQuery } from './get-balance.query.js';

@QueryHandler(GetBalanceQuery)
export class GetBalanceHandler implements IQueryHandler<GetBalanceQuery, Stripe.Balance> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId }: GetBalanceQuery): Promise<Stripe.Balance> {
    const row = await this.accounts.require(accountId);
    return callStripe(() => this.stripe.balance.retrieve({}, { stripeAccount: row.stripeAccountId }));
  }
}
