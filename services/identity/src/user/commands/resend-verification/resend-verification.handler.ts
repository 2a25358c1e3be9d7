import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PublicMailRequests } from '../../public-mail-requests.js';
import { VerificationMailer } from '../../verification-mailer.js';
import { ResendVerificationCommand } from './resend-verification.command.js';

@CommandHandler(ResendVerificationCommand)
export class ResendVerificationHandler implements ICommandHandler<ResendVerificationCommand> {
  constructor(
    private readonly requests: PublicMailRequests,
    private readonly verification: VerificationMailer,
  ) {}

  async execute({ email, clientIp }: ResendVerificationCommand): Promise<void> {
    const user = await this.requests.memberFor(clientIp, email);
    // Unknown or already verified: nothing to send, and nothing the caller can tell apart.
    if (!user || user.emailVerifiedAt) {
      return;
    }
    const token = await this.verification.reissue(user.id);
    this.requests.sendInBackground('verification mail', user, () =>
      this.verification.send(user.email, user.firstName, user.language, token),
    );
  }
}
