import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { trustAccountNotFound } from '../../domain/trust-account.rules.js';
import { type StoredTrustAccount, TrustAccountRepository } from '../../trust-account.repository.js';
import { UnmarkTrustAccountCommand } from './unmark-trust-account.command.js';

@CommandHandler(UnmarkTrustAccountCommand)
export class UnmarkTrustAccountHandler implements ICommandHandler<UnmarkTrustAccountCommand, StoredTrustAccount> {
  constructor(private readonly trustAccounts: TrustAccountRepository) {}

  async execute({ accountId, talentId }: UnmarkTrustAccountCommand): Promise<StoredTrustAccount> {
    const current = await this.trustAccounts.findOwn(accountId, talentId);
    if (!current || !(await this.trustAccounts.unmark(current))) {
      throw trustAccountNotFound(talentId);
    }
    return current;
  }
}
