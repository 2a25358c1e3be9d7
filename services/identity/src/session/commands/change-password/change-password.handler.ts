import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../../../user/password-hasher.js';
import { validateNewPassword } from '../../../user/sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { RevokedSessions } from '../../revoked-sessions.js';
import { endSessionsAround } from '../../session-ending.js';
import { assertCurrentPassword } from '../../current-password.js';
import { SessionRepository } from '../../session.repository.js';
import { ChangePasswordCommand } from './change-password.command.js';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly revoked: RevokedSessions,
  ) {}

  async execute(command: ChangePasswordCommand): Promise<void> {
    validateNewPassword(command.password, command.passwordConfirmation);
    const user = await this.users.findById(command.userId);
    if (!user) {
      throw new IdentityException(IdentityErrorCode.RefreshTokenInvalid, 'This session has ended; sign in again.');
    }
    const clientIp = command.clientIp || 'unknown';
    const now = new Date();
    await assertCurrentPassword(this.sessions, user, command.currentPassword, clientIp, now);
    const passwordHash = await hashPassword(command.password);
    // The member's other sessions end, access tokens included; this session goes on.
    await endSessionsAround(this.sessions, this.revoked, { userId: user.id, keep: command.sessionId, now }, () =>
      this.users.transaction(async (tx) => {
        await this.users.setPassword(tx, user.id, passwordHash);
        // A reset link mailed before the change would undo it: links of the old password end too.
        await this.users.endTokens(tx, user.id, 'reset_password', now);
      }),
    );
  }
}
