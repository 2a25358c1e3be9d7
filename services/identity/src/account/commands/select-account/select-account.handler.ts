import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionTokens, type TokenPair } from '../../../session/session-tokens.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { AccountRepository } from '../../account.repository.js';
import { SelectAccountCommand } from './select-account.command.js';

@CommandHandler(SelectAccountCommand)
export class SelectAccountHandler implements ICommandHandler<SelectAccountCommand, TokenPair> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly users: UserRepository,
    private readonly tokens: SessionTokens,
  ) {}

  async execute({ userId, sessionId, accountId }: SelectAccountCommand): Promise<TokenPair> {
    const [membership, user] = await Promise.all([
      this.accounts.findMembership(accountId, userId),
      this.users.findById(userId),
    ]);
    // Not a member and no such account answer alike: account ids of others stay unconfirmed.
    if (!membership || !user) {
      throw new IdentityException(IdentityErrorCode.AccountNotFound, 'No account of yours has this id.', [accountId]);
    }
    return this.tokens.issue(
      {
        sub: userId,
        role: membership.role as 'owner' | 'admin' | 'user',
        owner: membership.role === 'owner',
        account: accountId,
        accountType: membership.account.accountType,
        emailVerified: user.emailVerifiedAt !== null,
      },
      sessionId,
    );
  }
}
