import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashToken } from '../../../user/one-time-token.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { sessionClaims } from '../../access-token.js';
import { decideRefresh, reuseDetected } from '../../refresh-token.js';
import { RevokedSessions } from '../../revoked-sessions.js';
import { SessionTokens, type TokenPair } from '../../session-tokens.js';
import { SessionRepository } from '../../session.repository.js';
import { RefreshSessionCommand } from './refresh-session.command.js';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand, TokenPair> {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly tokens: SessionTokens,
    private readonly revoked: RevokedSessions,
  ) {}

  async execute({ refreshToken }: RefreshSessionCommand): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    const now = new Date();
    const decision = decideRefresh(await this.sessions.findRefreshToken(tokenHash), now);
    if (decision.kind === 'revokeFamily') {
      throw await this.endStolenSession(decision.familyId);
    }
    // Two refreshes with the same token at once: only one may win; the other is a replay.
    if (!(await this.sessions.retireRefreshToken(tokenHash, now))) {
      throw await this.endStolenSession(decision.token.familyId);
    }
    const user = await this.users.findById(decision.token.userId);
    if (!user) {
      throw new IdentityException(IdentityErrorCode.RefreshTokenInvalid, 'This session has ended; sign in again.');
    }
    // The session keeps its selected account, with the member's role as it is now; without it when
    // they no longer belong to the account.
    const accountId = decision.token.accountId;
    const membership = accountId ? await this.users.findMembership(user.id, accountId) : null;
    return this.tokens.issue(sessionClaims(user, membership), decision.token.familyId);
  }

  /**
   * A replayed token: the whole session ends, its access tokens included. The list first: if Redis
   * cannot take it, the family stays as it was and the next replay tries again.
   */
  private async endStolenSession(familyId: string): Promise<IdentityException> {
    await this.revoked.add([familyId]);
    await this.sessions.revokeFamily(familyId);
    return reuseDetected();
  }
}
