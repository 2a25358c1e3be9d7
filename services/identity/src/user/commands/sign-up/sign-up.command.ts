import { Command } from '@nestjs/cqrs';
import type { SignUpInput } from '../../sign-up-rules.js';

/** A visitor signs up with email and password; replies with the new user's id. */
export class SignUpCommand extends Command<{ userId: string }> {
  constructor(
    readonly input: SignUpInput,
    /** The gateway's view of the caller, for the public mail limits. */
    readonly clientIp: string,
  ) {
    super();
  }
}
