import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../../../user/password-hasher.js';
import { validateNewPassword } from '../../../user/sign-up-rules.js';
import { UserRepository } from '../../../user/user.repository.js';
import { REVOKED_SESSION_TTL_SECONDS, RevokedSessions } from '../../revoked-sessions.js';
import { SessionRepository } from '../../session.repository.js';
import { ResetPasswordCommand } from './reset-password.command.js';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly revoked: RevokedSessions,
  ) {}

  async execute({ token, password, passwordConfirmation }: ResetPasswordCommand): Promise<void> {
    validateNewPassword(password, passwordConfirmation);
    const passwordHash = await hashPassword(password);
    const now = new Date();
    // Whoever knew the old password may hold a session: its access tokens go on the revoked list
    // first (any session that issued one within the list's lifetime), so that if Redis cannot take
    // them nothing has changed yet and the same link can be used again.
    const issuedSince = new Date(now.getTime() - REVOKED_SESSION_TTL_SECONDS * 1000);
    const pending = await this.users.findUsableToken(token, 'reset_password', now);
    const listed = await this.sessions.recentFamilies(pending.userId, issuedSince);
    await this.revoked.add(listed);
    const user = await this.users.transaction(async (tx) => {
      const stored = await this.users.consumeToken(tx, token, 'reset_password', now);
      // One use ends every reset link of the member, in the same transaction as the new password.
      await this.users.endTokens(tx, stored.userId, 'reset_password', now);
      return this.users.setPassword(tx, stored.userId, passwordHash);
    });
    // Then every session ends; one started in the meantime is listed too. Past failures are forgotten.
    const live = await this.sessions.revokeAllOf(user.id, issuedSince);
    await this.revoked.add(live.filter((familyId) => !listed.includes(familyId)));
    await this.sessions.clearFailures(user.email);
  }
}
