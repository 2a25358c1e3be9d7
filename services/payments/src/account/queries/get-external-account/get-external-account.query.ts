import { Query } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/** GET /api/stripe/account/external/{id}: one bank account or card of the caller's connected account. */
export class GetExternalAccountQuery extends Query<Stripe.ExternalAccount> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
