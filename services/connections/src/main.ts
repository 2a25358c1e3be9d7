import { PatternsByService } from '@callsheet/contracts';
import { loadConfig, runService, runServiceProcess, serviceEnvSchema } from '@callsheet/kernel';
import { createConnectionsDatabase } from './database/connections.database.js';
import { ConnectionsModule } from './connections.module.js';

runServiceProcess(async () => {
  const env = loadConfig(serviceEnvSchema(3004));
  return runService({
    name: 'connections',
    module: ConnectionsModule,
    patterns: PatternsByService.connections,
    database: createConnectionsDatabase(env.DATABASE_URL),
    env,
  });
});
