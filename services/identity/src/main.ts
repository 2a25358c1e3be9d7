import { IdentityTopics, PatternsByService } from '@callsheet/contracts';
import { eventTopics, loadConfig, runService, runServiceProcess } from '@callsheet/kernel';
import { createIdentityDatabase } from './database/identity.database.js';
import { loadFeatureConfig } from './feature-config/feature-config.source.js';
import { identityEnvSchema } from './identity.env.js';
import { IdentityModule } from './identity.module.js';
import { createIdentityRedis } from './redis/identity-redis.js';

runServiceProcess(async () => {
  const env = loadConfig(identityEnvSchema);
  const featureConfig = loadFeatureConfig(env.PUBLIC_CONFIG_FILE, env.STRIPE_CONNECT_MODE);
  // Not a readiness check: without Redis only sign-out, refresh-token replays, password resets and the
  // mail-sending public routes fail (503, to be retried); sign-in and everything else go on.
  const redis = createIdentityRedis(env.REDIS_URL);
  await redis.connect();
  const service = await runService({
    name: 'identity',
    module: IdentityModule.register(
      featureConfig,
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, appUrl: env.APP_URL },
      redis,
      { perAddress: env.PUBLIC_LIMIT_PER_ADDRESS, perEmail: env.PUBLIC_LIMIT_PER_EMAIL },
    ),
    patterns: PatternsByService.identity,
    topics: eventTopics(IdentityTopics.accountEvents),
    database: createIdentityDatabase(env.DATABASE_URL),
    env,
  });
  return { ...service, stop: () => service.stop().finally(() => redis.disconnect()) };
});
