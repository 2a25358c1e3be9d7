import { Injectable } from '@nestjs/common';
import { sessionClaims } from '../session/access-token.js';
import { SessionTokens, type TokenPair } from '../session/session-tokens.js';
import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';
import { UserRepository } from '../user/user.repository.js';
import { AccountRepository } from './account.repository.js';

/** Sessions with an account selected: the member's role in it becomes the token's role and owner flag. */
@Injectable()
export class AccountSession {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly users: UserRepository,
    private readonly tokens: SessionTokens,
  ) {}

  async open(userId: string, accountId: string, sessionId?: string): Promise<TokenPair> {
    const [membership, user] = await Promise.all([
      this.accounts.findMembership(accountId, userId),
      this.users.findById(userId),
    ]);
    // Not a member and no such account answer alike: account ids of others stay unconfirmed.
    if (!membership || !user) {
      throw new IdentityException(IdentityErrorCode.AccountNotFound, 'No account of yours has this id.', [accountId]);
    }
    return this.tokens.issue(sessionClaims(user, membership), sessionId);
  }
}
