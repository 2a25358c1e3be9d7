import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountModule } from './account/account.module.js';
import type { FeatureConfig } from './feature-config/feature-config.js';
import { FeatureConfigModule } from './feature-config/feature-config.module.js';
import { InviteModule } from './invite/invite.module.js';
import { MailModule } from './mail/mail.module.js';
import type { MailSettings } from './mail/mailer.js';
import { IdentityRedisModule } from './redis/identity-redis.module.js';
import type { PublicMailLimits } from './user/public-mail-limits.js';
import type { Redis } from 'ioredis';
import { SessionModule } from './session/session.module.js';
import { UserModule } from './user/user.module.js';

/** Users, credentials, sessions, accounts, memberships and the feature configuration (docs/architecture.md §1). */
@Module({})
export class IdentityModule {
  static forRoot(
    featureConfig: FeatureConfig,
    mail: MailSettings,
    redis: Redis,
    publicMailLimits: PublicMailLimits,
  ): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        CqrsModule.forRoot(),
        MailModule.register(mail),
        IdentityRedisModule.register(redis, publicMailLimits),
        FeatureConfigModule.register(featureConfig),
        UserModule,
        SessionModule,
        AccountModule.register(featureConfig),
        InviteModule,
      ],
    };
  }
}
