import { Command } from '@nestjs/cqrs';
import type { TokenPair } from '../../../session/session-tokens.js';

export interface SelectAccountResult {
  session: TokenPair;
  /** A one-time hand-off token for the /sso page, when asked for. */
  ssoToken?: string;
}

/** The member chooses one of their accounts; the session's next tokens carry it. */
export class SelectAccountCommand extends Command<SelectAccountResult> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
    readonly accountId: string,
    readonly setSso: boolean,
  ) {
    super();
  }
}
