import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../mail/mailer.js';
import { passwordResetMail } from '../../../mail/password-reset.mail.js';
import { newToken, TOKEN_LIFETIME_MS } from '../../one-time-token.js';
import { PublicMailCounter } from '../../public-mail-counter.js';
import { normalizeEmail, requireValidEmail } from '../../sign-up-rules.js';
import { UserRepository } from '../../user.repository.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly limits: PublicMailCounter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: RequestPasswordResetCommand): Promise<void> {
    const email = normalizeEmail(command.email);
    requireValidEmail(email);
    // Counted whether or not the email has an account: a 429 tells nothing either.
    await this.limits.admit(command.clientIp, email);
    const user = await this.users.findByEmail(email);
    if (!user) {
      return;
    }
    const { secret, hash } = newToken();
    const now = new Date();
    await this.users.transaction(async (tx) => {
      // Only the newest link works: the links of earlier mails end here.
      await this.users.endTokens(tx, user.id, 'reset_password', now);
      await this.users.addToken(
        tx,
        user.id,
        'reset_password',
        hash,
        new Date(now.getTime() + TOKEN_LIFETIME_MS.reset_password),
      );
    });
    const link = this.mailer.link('/reset-password', { token: secret });
    // Not awaited: the answer comes as fast as for an unknown email.
    void this.mailer
      .send(passwordResetMail(user.email, user.firstName, user.language, link))
      .catch((error: unknown) => {
        this.logger.error({ err: error, userId: user.id }, 'password reset mail not sent');
      });
  }
}
