import { Query } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import type { StoredConnectedAccount } from '../../account.repository.js';

export interface AccountWithStripe {
  row: StoredConnectedAccount;
  account: Stripe.Account;
}

/** GET /api/account: the caller's connected account as Stripe has it now. */
export class GetAccountQuery extends Query<AccountWithStripe> {
  constructor(readonly accountId: string) {
    super();
  }
}
