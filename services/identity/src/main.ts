import { loadConfig, runService, runServiceProcess } from '@callsheet/kernel';
import { identityEnvSchema } from './identity.env.js';
import { identityService } from './identity.service.js';
import { createIdentityRedis } from './redis/identity-redis.js';

runServiceProcess(async () => {
  const env = loadConfig(identityEnvSchema);
  // Not a readiness check: without Redis only sign-out, refresh-token replays, password resets and the
  // mail-sending public routes fail (503, to be retried); sign-in and everything else go on.
  const redis = createIdentityRedis(env.REDIS_URL);
  await redis.connect();
  const service = await runService(identityService(env, redis));
  return { ...service, stop: () => service.stop().finally(() => redis.disconnect()) };
});
