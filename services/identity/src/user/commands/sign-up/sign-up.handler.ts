import { LOGGER, uuid7, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../mail/mailer.js';
import { signUpAttemptMail } from '../../../mail/sign-up-attempt.mail.js';
import { hashPassword } from '../../password-hasher.js';
import { PublicMailCounter } from '../../public-mail-counter.js';
import { validateSignUp } from '../../sign-up-rules.js';
import { UserRepository } from '../../user.repository.js';
import { VerificationMailer } from '../../verification-mailer.js';
import { SignUpCommand } from './sign-up.command.js';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly verification: VerificationMailer,
    private readonly limits: PublicMailCounter,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ input, clientIp }: SignUpCommand): Promise<{ userId: string }> {
    const form = validateSignUp(input);
    await this.limits.admit(clientIp, form.email);
    const passwordHash = await hashPassword(form.password);
    const userId = uuid7();
    const token = await this.users.transaction(async (tx) =>
      (await this.users.create(tx, { id: userId, passwordHash, ...form })) ? this.verification.issue(tx, userId) : null,
    );
    if (token === null) {
      // The email has an account. The answer is the same as for a new one (an id that nobody has),
      // so that sign-up does not tell who is a member; the owner of the address hears of the attempt.
      await this.mailExistingMember(form.email);
      return { userId };
    }
    // After the commit: a failed send leaves a valid account whose owner can ask for the mail again.
    await this.verification.send(form.email, form.firstName, form.language, token).catch((error: unknown) => {
      this.logger.error({ err: error, userId }, 'verification mail not sent');
    });
    return { userId };
  }

  private async mailExistingMember(email: string): Promise<void> {
    const member = await this.users.findByEmail(email);
    if (!member) {
      return;
    }
    const link = this.mailer.link('/login', {});
    await this.mailer
      .send(signUpAttemptMail(member.email, member.firstName, member.language, link))
      .catch((error: unknown) => {
        this.logger.error({ err: error, userId: member.id }, 'sign-up attempt mail not sent');
      });
  }
}
