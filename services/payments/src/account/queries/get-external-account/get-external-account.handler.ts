import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { callStripe } from '../../../stripe/stripe-errors.js';
import { STRIPE } from '../../../stripe/stripe.client.js';
import { AccountRepository } from '../../account.repository.js';
import { GetExternalAccountQuery } from './get-external-account.query.js';

@QueryHandler(GetExternalAccountQuery)
export class GetExternalAccountHandler implements IQueryHandler<GetExternalAccountQuery, Stripe.ExternalAccount> {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async execute({ accountId, id }: GetExternalAccountQuery): Promise<Stripe.ExternalAccount> {
    const row = await this.accounts.require(accountId);
    return callStripe(() => this.stripe.accounts.retrieveExternalAccount(row.stripeAccountId, id));
  }
}
