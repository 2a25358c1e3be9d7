import { Query } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { StripePage } from '../../stripe-page.js';

/** GET /api/account/person: the persons of the caller's connected account, Stripe's cursors. */
export class ListPersonsQuery extends Query<StripePage<Stripe.Person>> {
  constructor(
    readonly accountId: string,
    readonly page: { limit: number; starting_after?: string; ending_before?: string },
  ) {
    super();
  }
}
