import { Command } from '@nestjs/cqrs';

/** A new password from the reset link; every session of the member ends. */
export class ResetPasswordCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly passwordConfirmation: string,
  ) {
    super();
  }
}
