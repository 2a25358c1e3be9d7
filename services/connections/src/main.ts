import { ConnectionsTopics, PatternsByService, ProductionsTopics, ProfilesTopics } from '@callsheet/contracts';
import { eventTopics, loadConfig, runService, runServiceProcess } from '@callsheet/kernel';
import { ConnectionsModule } from './connections.module.js';
import { connectionsEnvSchema } from './connections.env.js';
import { createConnectionsDatabase } from './database/connections.database.js';

runServiceProcess(async () => {
  const env = loadConfig(connectionsEnvSchema);
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
  });
});
