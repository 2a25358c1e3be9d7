import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emailChangedMail } from '../../../mail/email-changed.mail.js';
import { Mailer } from '../../../mail/mailer.js';
import { assertEmailFree } from '../../domain/email-change.rules.js';
import { IdentityErrorCode, IdentityException } from '../../user.errors.js';
import { UserRepository } from '../../user.repository.js';
import { VerifyEmailCommand } from './verify-email.command.js';

/** The address a member signed in with until a change, to tell it of the change once it is made. */
interface ChangedEmail {
  previous: string;
  email: string;
  firstName: string;
  language: string;
}

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute({ token }: VerifyEmailCommand): Promise<{ userId: string }> {
    const now = new Date();
    const { userId, changed } = await this.users.transaction(async (tx) => {
      const stored = await this.users.consumeToken(tx, token, ['verify_email', 'change_email'], now);
      if (stored.purpose !== 'change_email') {
        await this.users.markEmailVerified(tx, stored.userId, now);
        return { userId: stored.userId, changed: undefined };
      }
      return { userId: stored.userId, changed: await this.changeEmail(tx, stored.userId, stored.email, now) };
    });
    if (changed) {
      const link = this.mailer.link('/login', {});
      const mail = emailChangedMail(changed.previous, changed.firstName, changed.language, changed.email, link);
      await this.mailer.send(mail).catch((error: unknown) => {
        this.logger.error({ err: error, userId }, 'email changed notice not sent');
      });
    }
    return { userId };
  }

  /**
   * The new address becomes the member's, verified by the link just used; their other change links and
   * the reset links mailed to the old address end with it.
   */
  private async changeEmail(
    tx: Parameters<Parameters<UserRepository['transaction']>[0]>[0],
    userId: string,
    email: string | null,
    now: Date,
  ): Promise<ChangedEmail> {
    const user = await this.users.findById(userId);
    if (!user || !email) {
      throw new IdentityException(IdentityErrorCode.TokenUnknown, 'This link is not valid.');
    }
    // Someone may have signed up with the address since it was asked for.
    assertEmailFree(await this.users.findByEmail(email), userId);
    const changed = await this.users.changeEmail(tx, userId, email, now);
    await this.users.endTokens(tx, userId, 'change_email', now);
    await this.users.endTokens(tx, userId, 'reset_password', now);
    return { previous: user.email, email: changed.email, firstName: changed.firstName, language: changed.language };
  }
}
