import { Query } from '@nestjs/cqrs';
import type { StoredTrustAccount } from '../../trust-account.repository.js';

export interface TrustAccountView {
  trust: StoredTrustAccount;
  /** The talent's set-asides not paid out yet (waiting for funds or for this account). */
  unsent: { amount: number; count: number };
}

/** GET /api/talent/{id}/trust-account */
export class GetTrustAccountQuery extends Query<TrustAccountView> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
  ) {
    super();
  }
}
