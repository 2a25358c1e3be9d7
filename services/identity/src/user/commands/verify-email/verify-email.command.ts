import { Command } from '@nestjs/cqrs';

/** The member followed the link of the verification mail. */
export class VerifyEmailCommand extends Command<{ userId: string }> {
  constructor(readonly token: string) {
    super();
  }
}
