import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserRepository } from '../../user.repository.js';
import { VerifyEmailCommand } from './verify-email.command.js';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(private readonly users: UserRepository) {}

  execute({ token }: VerifyEmailCommand): Promise<{ userId: string }> {
    return this.users.transaction(async (tx) => {
      const now = new Date();
      const stored = await this.users.consumeToken(tx, token, 'verify_email', now);
      await this.users.markEmailVerified(tx, stored.userId, now);
      return { userId: stored.userId };
    });
  }
}
