import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../../../user/password-hasher.js';
import { validateNewPassword } from '../../../user/sign-up-rules.js';
import { UserRepository } from '../../../user/user.repository.js';
import { RevokedSessions } from '../../revoked-sessions.js';
import { endSessionsAround } from '../../session-ending.js';
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
    // Whoever knew the old password may hold a session: they all end, access tokens included.
    const pending = await this.users.findUsableToken(token, 'reset_password', now);
    const user = await endSessionsAround(this.sessions, this.revoked, { userId: pending.userId, now }, () =>
      this.users.transaction(async (tx) => {
        const stored = await this.users.consumeToken(tx, token, 'reset_password', now);
        // One use ends every reset link of the member, in the same transaction as the new password.
        await this.users.endTokens(tx, stored.userId, 'reset_password', now);
        return this.users.setPassword(tx, stored.userId, passwordHash);
      }),
    );
    // Past failures are forgotten.
    await this.sessions.clearFailures(user.email);
  }
}
