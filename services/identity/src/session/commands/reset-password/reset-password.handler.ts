import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { hashPassword } from '../../../user/password-hasher.js';
import { validateNewPassword } from '../../../user/sign-up-rules.js';
import { UserRepository } from '../../../user/user.repository.js';
import { SessionRepository } from '../../session.repository.js';
import { ResetPasswordCommand } from './reset-password.command.js';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
  ) {}

  async execute({ token, password, passwordConfirmation }: ResetPasswordCommand): Promise<void> {
    validateNewPassword(password, passwordConfirmation);
    const passwordHash = await hashPassword(password);
    const user = await this.users.transaction(async (tx) => {
      const stored = await this.users.consumeToken(tx, token, 'reset_password', new Date());
      return this.users.setPassword(tx, stored.userId, passwordHash);
    });
    // Whoever knew the old password may hold a session: end them all, and forget past failures.
    await this.sessions.revokeAllOf(user.id);
    await this.sessions.clearFailures(user.email);
  }
}
