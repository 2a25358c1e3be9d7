import { Query } from '@nestjs/cqrs';
import type Stripe from 'stripe';

/** GET /api/account/balance: the connected account's available and pending balance. */
export class GetBalanceQuery extends Query<Stripe.Balance> {
  constructor(readonly accountId: string) {
    super();
  }
}
