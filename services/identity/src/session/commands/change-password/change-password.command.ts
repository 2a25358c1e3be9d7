import { Command } from '@nestjs/cqrs';

/** A signed-in member changes their password; the current one is required and other sessions end. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly password: string,
    readonly passwordConfirmation: string,
    readonly clientIp: string,
  ) {
    super();
  }
}
