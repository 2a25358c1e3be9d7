import { IdentityTopics, PatternsByService } from '@callsheet/contracts';
import { eventTopics, loadConfig, runService, runServiceProcess } from '@callsheet/kernel';
import { createIdentityDatabase } from './database/identity.database.js';
import { loadFeatureConfig } from './feature-config/feature-config.source.js';
import { identityEnvSchema } from './identity.env.js';
import { IdentityModule } from './identity.module.js';

runServiceProcess(async () => {
  const env = loadConfig(identityEnvSchema);
  const featureConfig = loadFeatureConfig(env.PUBLIC_CONFIG_FILE, env.STRIPE_CONNECT_MODE);
  return runService({
    name: 'identity',
    module: IdentityModule.register(featureConfig, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, appUrl: env.APP_URL }),
    patterns: PatternsByService.identity,
    topics: eventTopics(IdentityTopics.accountEvents),
    database: createIdentityDatabase(env.DATABASE_URL),
    env,
  });
});
