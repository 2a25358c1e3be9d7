import { Command } from '@nestjs/cqrs';
import type { TokenPair } from '../../../session/session-tokens.js';

/** The /sso page trades the one-time hand-off token for a session with the account selected. */
export class ExchangeSsoCommand extends Command<TokenPair> {
  constructor(readonly token: string) {
    super();
  }
}
