import { Command } from '@nestjs/cqrs';

export interface ChangeEmailResult {
  /** The new address, as it will be stored once confirmed. */
  email: string;
  /** When the link mailed to it expires. */
  expiresAt: Date;
}

/**
 * A signed-in member asks to sign in with another address; the current password is required. The new
 * address is mailed a link: the change takes effect when it is followed (VerifyEmailCommand).
 */
export class ChangeEmailCommand extends Command<ChangeEmailResult> {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly currentPassword: string,
    /** The gateway's view of the caller, for the sign-in throttle and the mail limits. */
    readonly clientIp: string,
  ) {
    super();
  }
}
