import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword, passwordMatches } from '../../../user/password-hasher.js';
import { validateNewPassword } from '../../../user/sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { RevokedSessions } from '../../revoked-sessions.js';
import { endSessionsAround } from '../../session-ending.js';
import { SessionRepository } from '../../session.repository.js';
import { signInWait } from '../../sign-in-throttle.js';
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
    // Guessing the current password from a stolen session is throttled like sign-in, in the same records.
    const clientIp = command.clientIp || 'unknown';
    const now = new Date();
    const wait = signInWait(await this.sessions.signInHistory(user.email, clientIp, now), now);
    if (wait > 0) {
      throw new IdentityException(
        IdentityErrorCode.TooManyAttempts,
        `Too many wrong passwords; try again in ${wait} seconds.`,
        [String(wait)],
      );
    }
    if (!(await passwordMatches(user.passwordHash, command.currentPassword))) {
      await this.sessions.recordFailure(user.email, clientIp, now);
      throw new IdentityException(IdentityErrorCode.CurrentPasswordIncorrect, 'The current password is incorrect.', [
        'currentPassword',
      ]);
    }
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
