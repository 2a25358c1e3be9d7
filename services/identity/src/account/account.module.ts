import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { FeatureConfig } from '../feature-config/feature-config.js';
import { FEATURE_CONFIG } from '../feature-config/feature-config.tokens.js';
import { SessionModule } from '../session/session.module.js';
import { UserModule } from '../user/user.module.js';
import { AccountMessages } from './account.messages.js';
import { AccountRepository } from './account.repository.js';
import { CreateAccountHandler } from './commands/create-account/create-account.handler.js';
import { SelectAccountHandler } from './commands/select-account/select-account.handler.js';
import { ExchangeSsoHandler } from './commands/exchange-sso/exchange-sso.handler.js';
import { ChangeMemberRoleHandler } from './commands/change-member-role/change-member-role.handler.js';
import { RemoveMemberHandler } from './commands/remove-member/remove-member.handler.js';
import { ListMembersHandler } from './queries/list-members/list-members.handler.js';
import { AccountSession } from './account-session.js';

@Module({})
export class AccountModule {
  static register(featureConfig: FeatureConfig): DynamicModule {
    return {
      module: AccountModule,
      imports: [CqrsModule, UserModule, SessionModule],
      controllers: [AccountMessages],
      providers: [
        { provide: FEATURE_CONFIG, useValue: featureConfig },
        AccountRepository,
        CreateAccountHandler,
        SelectAccountHandler,
        ExchangeSsoHandler,
        ChangeMemberRoleHandler,
        RemoveMemberHandler,
        ListMembersHandler,
        AccountSession,
      ],
    };
  }
}
