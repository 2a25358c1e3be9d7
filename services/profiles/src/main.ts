import { PatternsByService, ProfilesTopics } from '@callsheet/contracts';
import { createFileStorage, eventTopics, loadConfig, runService, runServiceProcess } from '@callsheet/kernel';
import { createProfilesDatabase } from './database/profiles.database.js';
import { profilesEnvSchema } from './profiles.env.js';
import { ProfilesModule } from './profiles.module.js';

runServiceProcess(async () => {
  const env = loadConfig(profilesEnvSchema);
  return runService({
    name: 'profiles',
    module: ProfilesModule.forRoot(createFileStorage(env)),
    patterns: PatternsByService.profiles,
    topics: [...eventTopics(ProfilesTopics.talentEvents), ...eventTopics(ProfilesTopics.representativeEvents)],
    database: createProfilesDatabase(env.DATABASE_URL),
    env,
  });
});
