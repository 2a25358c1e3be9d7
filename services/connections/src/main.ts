import { ConnectionsTopics, PatternsByService, ProductionsTopics, ProfilesTopics } from '@callsheet/contracts';
import { eventTopics, loadConfig, runService, runServiceProcess, serviceEnvSchema } from '@callsheet/kernel';
import { ConnectionsModule } from './connections.module.js';
import { createConnectionsDatabase } from './database/connections.database.js';
import { JobEventsHandler } from './reactions/job-events.handler.js';
import { RepresentativeEventsHandler } from './reactions/representative-events.handler.js';
import { TalentEventsHandler } from './reactions/talent-events.handler.js';

runServiceProcess(async () => {
  const env = loadConfig(serviceEnvSchema(3004));
  return runService({
    name: 'connections',
    module: ConnectionsModule,
    patterns: PatternsByService.connections,
    // Its own topics and the ones it consumes: a fresh broker has none until someone provisions them.
    topics: [
      ...Object.values(ConnectionsTopics),
      ProfilesTopics.talentEvents,
      ProfilesTopics.representativeEvents,
      ProductionsTopics.jobEvents,
    ].flatMap((topic) => eventTopics(topic)),
    database: createConnectionsDatabase(env.DATABASE_URL),
    env,
    eventHandlers: (resolve) => [
      resolve(TalentEventsHandler),
      resolve(RepresentativeEventsHandler),
      resolve(JobEventsHandler),
    ],
  });
});
