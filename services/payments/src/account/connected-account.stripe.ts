import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { callStripe } from '../stripe/stripe-errors.js';
import { STRIPE } from '../stripe/stripe.client.js';
import { AccountRepository } from './account.repository.js';
import type { StripePage } from './stripe-page.js';

/**
 * Stripe on behalf of one of our accounts: its connected account looked up first (connectedAccountNotFound
 * while it has none yet), then the request with Stripe's errors answered as ours (callStripe).
 */
@Injectable()
export class ConnectedAccountStripe {
  constructor(
    private readonly accounts: AccountRepository,
    @Inject(STRIPE) private readonly stripe: Stripe,
  ) {}

  async request<T>(accountId: string, send: (stripe: Stripe, stripeAccountId: string) => Promise<T>): Promise<T> {
    const { stripeAccountId } = await this.accounts.require(accountId);
    return callStripe(() => send(this.stripe, stripeAccountId));
  }

  /** A Stripe list as our lists answer it ({data, has_more}, without the SDK's extras). */
  async page<T>(
    accountId: string,
    list: (stripe: Stripe, stripeAccountId: string) => Promise<Stripe.ApiList<T>>,
  ): Promise<StripePage<T>> {
    const { data, has_more } = await this.request(accountId, list);
    return { data, has_more };
  }
}
