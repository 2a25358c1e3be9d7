import { Command } from '@nestjs/cqrs';

import type { TokenPair } from '../../session-tokens.js';

export type SignInResult = TokenPair;

/** Email and password for an access token; `clientIp` is the gateway's view of the caller. */
export class SignInCommand extends Command<SignInResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly clientIp: string,
  ) {
    super();
  }
}
