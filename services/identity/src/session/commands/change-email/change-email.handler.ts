import { KernelErrorCode, KernelException, LOGGER, type Logger } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { emailChangeMail } from '../../../mail/email-change.mail.js';
import { Mailer } from '../../../mail/mailer.js';
import { assertEmailFree, validateNewEmail } from '../../../user/domain/email-change.rules.js';
import { newToken, TOKEN_LIFETIME_MS } from '../../../user/one-time-token.js';
import { PublicMailCounter } from '../../../user/public-mail-counter.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { assertCurrentPassword } from '../../current-password.js';
import { SessionRepository } from '../../session.repository.js';
import { ChangeEmailCommand, type ChangeEmailResult } from './change-email.command.js';

@CommandHandler(ChangeEmailCommand)
export class ChangeEmailHandler implements ICommandHandler<ChangeEmailCommand, ChangeEmailResult> {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly limits: PublicMailCounter,
    private readonly mailer: Mailer,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(command: ChangeEmailCommand): Promise<ChangeEmailResult> {
    const user = await this.users.findById(command.userId);
    if (!user) {
      throw new IdentityException(IdentityErrorCode.UserNotFound, 'This user no longer exists.');
    }
    const email = validateNewEmail(user.email, command.email);
    // The address is the key to the account (a password reset goes to it): a stolen session alone must
    // not move it.
    const clientIp = command.clientIp || 'unknown';
    const now = new Date();
    await assertCurrentPassword(this.sessions, user, command.currentPassword, clientIp, now);
    // Counted whether or not the address is taken: the limits bound how many addresses one can try.
    await this.limits.admit(clientIp, email);
    assertEmailFree(await this.users.findByEmail(email), user.id);
    const { secret, hash } = newToken();
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS.change_email);
    await this.users.transaction(async (tx) => {
      // Only the newest request's link works.
      await this.users.endTokens(tx, user.id, 'change_email', now);
      await this.users.addToken(tx, user.id, 'change_email', hash, expiresAt, { email });
    });
    const link = this.mailer.link('/verify-email', { token: secret });
    try {
      await this.mailer.send(emailChangeMail(email, user.firstName, user.language, link));
    } catch (error) {
      this.logger.error({ err: error, userId: user.id }, 'email change mail not sent');
      throw new KernelException(
        KernelErrorCode.UpstreamUnavailable,
        'The confirmation could not be mailed; try again.',
      );
    }
    return { email, expiresAt };
  }
}
