import { Command } from '@nestjs/cqrs';
import type { TokenPair } from '../../../session/session-tokens.js';
import type { AccountForm } from '../../account.js';

export interface CreateAccountResult {
  accountId: string;
  /** A session with the new account selected (spec: "the response id starts a session"). */
  session: TokenPair;
}

/** The signed-in user creates an account and becomes its owner. */
export class CreateAccountCommand extends Command<CreateAccountResult> {
  constructor(
    readonly userId: string,
    readonly form: AccountForm,
  ) {
    super();
  }
}
