import { Command } from '@nestjs/cqrs';
import type { StoredTrustAccount } from '../../trust-account.repository.js';

/** DELETE /api/talent/{id}/trust-account: set-asides paid after it wait until another account is marked. */
export class UnmarkTrustAccountCommand extends Command<StoredTrustAccount> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
  ) {
    super();
  }
}
