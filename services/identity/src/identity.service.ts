import { IdentityTopics, PatternsByService } from '@callsheet/contracts';
import { eventTopics, type ServiceDefinition } from '@callsheet/kernel';
import type { DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createIdentityDatabase } from './database/identity.database.js';
import { loadFeatureConfig } from './feature-config/feature-config.source.js';
import type { IdentityEnv } from './identity.env.js';
import { IdentityModule } from './identity.module.js';

/** Identity's root module as its environment configures it: the feature configuration, mail, Redis and the public mail limits. */
export function identityModule(env: IdentityEnv, redis: Redis): DynamicModule {
  return IdentityModule.forRoot(
    loadFeatureConfig(env.PUBLIC_CONFIG_FILE, env.STRIPE_CONNECT_MODE),
    { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, appUrl: env.APP_URL },
    redis,
    { perAddress: env.PUBLIC_LIMIT_PER_ADDRESS, perEmail: env.PUBLIC_LIMIT_PER_EMAIL },
  );
}

/** The service main.ts runs: the module, the patterns it answers (the broker never auto-creates topics) and its events' topic. */
export function identityService(env: IdentityEnv, redis: Redis): ServiceDefinition {
  return {
    name: 'identity',
    module: identityModule(env, redis),
    patterns: PatternsByService.identity,
    topics: eventTopics(IdentityTopics.accountEvents),
    database: createIdentityDatabase(env.DATABASE_URL),
    env,
  };
}
