import { PatternsByService } from '@callsheet/contracts';
import { loadConfig, runService, runServiceProcess, serviceEnvSchema } from '@callsheet/kernel';
import { createProfilesDatabase } from './database/profiles.database.js';
import { ProfilesModule } from './profiles.module.js';

runServiceProcess(async () => {
  const env = loadConfig(serviceEnvSchema(3002));
  return runService({
    name: 'profiles',
    module: ProfilesModule,
    patterns: PatternsByService.profiles,
    database: createProfilesDatabase(env.DATABASE_URL),
    env,
  });
});
