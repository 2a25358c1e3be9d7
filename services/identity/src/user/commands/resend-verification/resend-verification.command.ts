import { Command } from '@nestjs/cqrs';

/** Send the verification mail again. Answers the same whether or not the email is known. */
export class ResendVerificationCommand extends Command<void> {
  constructor(
    readonly email: string,
    /** The gateway's view of the caller, for the public mail limits. */
    readonly clientIp: string,
  ) {
    super();
  }
}
