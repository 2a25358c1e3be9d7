import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Mailer } from '../../../mail/mailer.js';
import { passwordResetMail } from '../../../mail/password-reset.mail.js';
import { newToken, TOKEN_LIFETIME_MS } from '../../one-time-token.js';
import { PublicMailRequests } from '../../public-mail-requests.js';
import { UserRepository } from '../../user.repository.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly requests: PublicMailRequests,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
  ) {}

  async execute({ email, clientIp }: RequestPasswordResetCommand): Promise<void> {
    const user = await this.requests.memberFor(clientIp, email);
    if (!user) {
      return;
    }
    const { secret, hash } = newToken();
    const now = new Date();
    const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS.reset_password);
    await this.users.transaction(async (tx) => {
      // Only the newest link works: the links of earlier mails end here.
      await this.users.endTokens(tx, user.id, 'reset_password', now);
      await this.users.addToken(tx, user.id, 'reset_password', hash, expiresAt);
    });
    const link = this.mailer.link('/reset-password', { token: secret });
    this.requests.sendInBackground('password reset mail', user, () =>
      this.mailer.send(passwordResetMail(user.email, user.firstName, user.language, link)),
    );
  }
}
