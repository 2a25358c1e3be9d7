import { LOGGER, uuid7, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VerificationMailer } from '../../verification-mailer.js';
import { hashPassword } from '../../password-hasher.js';
import { validateSignUp } from '../../sign-up-rules.js';
import { IdentityErrorCode, IdentityException } from '../../user.errors.js';
import { UserRepository } from '../../user.repository.js';
import { SignUpCommand } from './sign-up.command.js';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly verification: VerificationMailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ input }: SignUpCommand): Promise<{ userId: string }> {
    const form = validateSignUp(input);
    const passwordHash = await hashPassword(form.password);
    const userId = uuid7();
    const token = await this.users.transaction(async (tx) => {
      const created = await this.users.create(tx, { id: userId, passwordHash, ...form });
      if (!created) {
        throw new IdentityException(
          IdentityErrorCode.EmailTaken,
          'An account already uses this email; sign in instead.',
          ['email'],
        );
      }
      return this.verification.issue(tx, userId);
    });
    // After the commit: a failed send leaves a valid account whose owner can ask for the mail again.
    await this.verification.send(form.email, form.firstName, form.language, token).catch((error: unknown) => {
      this.logger.error({ err: error, userId }, 'verification mail not sent');
    });
    return { userId };
  }
}
