import { Command } from '@nestjs/cqrs';

/** "Forgot password": mail a reset link. Answers the same whether or not the email is known. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    /** The gateway's view of the caller, for the public mail limits. */
    readonly clientIp: string,
  ) {
    super();
  }
}
