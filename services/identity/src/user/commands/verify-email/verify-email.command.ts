import { Command } from '@nestjs/cqrs';

/**
 * The member followed the link of the verification mail, or of the mail to an address they asked to
 * sign in with instead (which then becomes theirs).
 */
export class VerifyEmailCommand extends Command<{ userId: string }> {
  constructor(readonly token: string) {
    super();
  }
}
