import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertUsable, hashToken } from '../../one-time-token.js';
import { UserRepository } from '../../user.repository.js';
import { VerifyEmailCommand } from './verify-email.command.js';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(private readonly users: UserRepository) {}

  execute({ token }: VerifyEmailCommand): Promise<{ userId: string }> {
    const tokenHash = hashToken(token);
    return this.users.transaction(async (tx) => {
      const stored = await this.users.findToken(tx, tokenHash);
      const now = new Date();
      assertUsable(stored, 'verify_email', now);
      await this.users.useToken(tx, tokenHash, now);
      await this.users.markEmailVerified(tx, stored.userId, now);
      return { userId: stored.userId };
    });
  }
}
