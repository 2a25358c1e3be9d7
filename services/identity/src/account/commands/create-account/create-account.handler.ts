import { uuid7 } from '@callsheet/kernel';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { FeatureConfig } from '../../../feature-config/feature-config.js';
import { FEATURE_CONFIG } from '../../../feature-config/feature-config.tokens.js';
import { SessionTokens } from '../../../session/session-tokens.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { accountCreated } from '../../account-events.js';
import { validateNewAccount } from '../../account.js';
import { AccountRepository } from '../../account.repository.js';
import { CreateAccountCommand, type CreateAccountResult } from './create-account.command.js';

@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand, CreateAccountResult> {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly users: UserRepository,
    private readonly tokens: SessionTokens,
    @Inject(FEATURE_CONFIG) private readonly config: FeatureConfig,
  ) {}

  async execute({ userId, form }: CreateAccountCommand): Promise<CreateAccountResult> {
    const now = new Date();
    const account = validateNewAccount(form, {
      supportedCountries: this.config.file.supportedCountries,
      connectMode: this.config.connectMode,
      today: now,
    });
    const user = await this.users.findById(userId);
    if (!user) {
      throw new IdentityException(IdentityErrorCode.UserNotFound, 'This user no longer exists.');
    }
    const accountId = uuid7();
    const { revision } = await this.accounts.createWithOwner(
      accountId,
      account,
      userId,
      now,
      accountCreated(accountId, account, { userId, email: user.email }, now),
    );
    const session = await this.tokens.issue({
      sub: userId,
      role: 'owner',
      owner: true,
      account: accountId,
      accountType: account.accountType,
      emailVerified: user.emailVerifiedAt !== null,
      mrev: revision,
    });
    return { accountId, session };
  }
}
