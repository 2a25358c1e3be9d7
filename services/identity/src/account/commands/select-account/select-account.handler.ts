import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { newToken, TOKEN_LIFETIME_MS } from '../../../user/one-time-token.js';
import { UserRepository } from '../../../user/user.repository.js';
import { AccountSession } from '../../account-session.js';
import { SelectAccountCommand, type SelectAccountResult } from './select-account.command.js';

@CommandHandler(SelectAccountCommand)
export class SelectAccountHandler implements ICommandHandler<SelectAccountCommand, SelectAccountResult> {
  constructor(
    private readonly accountSession: AccountSession,
    private readonly users: UserRepository,
  ) {}

  async execute({ userId, sessionId, accountId, setSso }: SelectAccountCommand): Promise<SelectAccountResult> {
    const session = await this.accountSession.open(userId, accountId, sessionId);
    if (!setSso) {
      return { session };
    }
    const { secret, hash } = newToken();
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS.sso_handoff);
    await this.users.transaction((tx) =>
      this.users.addToken(tx, userId, 'sso_handoff', hash, expiresAt, { accountId }),
    );
    return { session, ssoToken: secret };
  }
}
