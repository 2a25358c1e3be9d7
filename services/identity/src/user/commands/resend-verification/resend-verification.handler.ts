import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PublicMailCounter } from '../../public-mail-counter.js';
import { normalizeEmail, requireValidEmail } from '../../sign-up-rules.js';
import { UserRepository } from '../../user.repository.js';
import { VerificationMailer } from '../../verification-mailer.js';
import { ResendVerificationCommand } from './resend-verification.command.js';

@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly verification: VerificationMailer,
    private readonly limits: PublicMailCounter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: ResendVerificationCommand): Promise<void> {
    const email = normalizeEmail(command.email);
    requireValidEmail(email);
    // Counted whether or not the email has an account: a 429 tells nothing either.
    await this.limits.admit(command.clientIp, email);
    const user = await this.users.findByEmail(email);
    // Unknown or already verified: nothing to send, and nothing the caller can tell apart.
    if (!user || user.emailVerifiedAt) {
      return;
    }
    const token = await this.users.transaction((tx) => this.verification.issue(tx, user.id));
    // Not awaited: the answer comes as fast as for an unknown email.
    void this.verification.send(user.email, user.firstName, user.language, token).catch((error: unknown) => {
      this.logger.error({ err: error, userId: user.id }, 'verification mail not sent');
    });
  }
}
