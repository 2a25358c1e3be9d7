import { Command } from '@nestjs/cqrs';
import type { TokenPair } from '../../session-tokens.js';

/** Exchange a refresh token for a new pair; the presented token is retired. */
export class RefreshSessionCommand extends Command<TokenPair> {
  constructor(readonly refreshToken: string) {
    super();
  }
}
