import { Query } from '@nestjs/cqrs';
import type { Payer } from '../../billing.repository.js';

/** GET /api/account/billing: the account's customer, billing email and name, default payment method. */
export class GetBillingQuery extends Query<Payer> {
  constructor(readonly accountId: string) {
    super();
  }
}
