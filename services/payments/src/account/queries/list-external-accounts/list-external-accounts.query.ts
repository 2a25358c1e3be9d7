import { Query } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { StripePage } from '../../stripe-page.js';

/** GET /api/stripe/account/external: bank accounts and cards of the caller's connected account. */
export class ListExternalAccountsQuery extends Query<StripePage<Stripe.ExternalAccount>> {
  constructor(
    readonly accountId: string,
    readonly page: { limit: number; starting_after?: string; ending_before?: string },
  ) {
    super();
  }
}
