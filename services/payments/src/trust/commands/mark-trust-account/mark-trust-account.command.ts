import { Command } from '@nestjs/cqrs';
import type { StoredTrustAccount } from '../../trust-account.repository.js';

/**
 * PUT /api/talent/{id}/trust-account: the guardian marks one of its bank accounts as the minor's trust
 * account (the gateway has checked that the talent profile is the account's minor). Set-asides already
 * waiting for it are paid out at once.
 */
export class MarkTrustAccountCommand extends Command<StoredTrustAccount> {
  constructor(
    readonly accountId: string,
    readonly talentId: string,
    readonly externalAccountId: string,
  ) {
    super();
  }
}
