import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashToken } from '../../../user/one-time-token.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { decideRefresh, reuseDetected } from '../../refresh-token.js';
import { SessionTokens, type TokenPair } from '../../session-tokens.js';
import { SessionRepository } from '../../session.repository.js';
import { RefreshSessionCommand } from './refresh-session.command.js';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand, TokenPair> {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly tokens: SessionTokens,
  ) {}

  async execute({ refreshToken }: RefreshSessionCommand): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    const now = new Date();
    const decision = decideRefresh(await this.sessions.findRefreshToken(tokenHash), now);
    if (decision.kind === 'revokeFamily') {
      await this.sessions.revokeFamily(decision.familyId);
      throw reuseDetected();
    }
    // Two refreshes with the same token at once: only one may win; the other is a replay.
    if (!(await this.sessions.retireRefreshToken(tokenHash, now))) {
      await this.sessions.revokeFamily(decision.token.familyId);
      throw reuseDetected();
    }
    const user = await this.users.findById(decision.token.userId);
    if (!user) {
      throw new IdentityException(IdentityErrorCode.RefreshTokenInvalid, 'This session has ended; sign in again.');
    }
    return this.tokens.issue(
      { sub: user.id, role: 'user', owner: false, emailVerified: user.emailVerifiedAt !== null },
      decision.token.familyId,
    );
  }
}
