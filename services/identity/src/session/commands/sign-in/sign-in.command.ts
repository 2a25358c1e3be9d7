import { Command } from '@nestjs/cqrs';

export interface SignInResult {
  accessToken: string;
  expiresIn: number;
  tokenType: 'Bearer';
}

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
