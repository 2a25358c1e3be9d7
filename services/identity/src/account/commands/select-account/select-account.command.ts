import { Command } from '@nestjs/cqrs';
import type { TokenPair } from '../../../session/session-tokens.js';

/** The member chooses one of their accounts; the session's next tokens carry it. */
export class SelectAccountCommand extends Command<TokenPair> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly accountId: string,
  ) {
    super();
  }
}
