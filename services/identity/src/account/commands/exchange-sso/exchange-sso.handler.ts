import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import type { TokenPair } from '../../../session/session-tokens.js';
import { AccountSession } from '../../account-session.js';
import { ExchangeSsoCommand } from './exchange-sso.command.js';

@CommandHandler(ExchangeSsoCommand)
export class ExchangeSsoHandler implements ICommandHandler<ExchangeSsoCommand, TokenPair> {
  constructor(
    private readonly users: UserRepository,
    private readonly accountSession: AccountSession,
  ) {}

  async execute({ token }: ExchangeSsoCommand): Promise<TokenPair> {
    const handoff = await this.users.transaction((tx) => this.users.consumeToken(tx, token, 'sso_handoff', new Date()));
    if (!handoff.accountId) {
      throw new IdentityException(IdentityErrorCode.TokenUnknown, 'This link is not valid.');
    }
    // A new session for the app the member is handed to; membership is checked again now.
    return this.accountSession.open(handoff.userId, handoff.accountId);
  }
}
