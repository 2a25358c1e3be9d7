import { Query } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/** GET /api/account/person/{id}: one person of the caller's connected account. */
export class GetPersonQuery extends Query<Stripe.Person> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
