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
    let decision = decideRefresh(await this.sessions.findRefreshToken(tokenHash), now);
    if (decision.kind === 'rotate' && !(await this.sessions.retireRefreshToken(tokenHash, now))) {
      // Another refresh with the same token retired it a moment ago: decide again on what it left
      // (within the reuse interval, this one gets a pair too).
      decision = decideRefresh(await this.sessions.findRefreshToken(tokenHash), now);
      if (decision.kind === 'rotate') {
        // Not retired, yet live: only a row restored meanwhile could do that.
        throw new IdentityException(IdentityErrorCode.RefreshTokenInvalid, 'This session has ended; sign in again.');
      }
    }
    if (decision.kind === 'revokeFamily') {
      throw await this.endStolenSession(decision.familyId);
    }
    // Presented again within the reuse interval: the new pair replaces the one issued at its first
    // use, unless that one was used since (the session went on without this token: a replay).
    if (
      decision.kind === 'reissue' &&
      !(await this.sessions.revokeUnusedReplacements(decision.token.familyId, decision.token.usedAt, now))
    ) {
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
