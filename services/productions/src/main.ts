import { PatternsByService, ProductionsTopics } from '@callsheet/contracts';
import { eventTopics, loadConfig, runService, runServiceProcess, serviceEnvSchema } from '@callsheet/kernel';
import { createProductionsDatabase } from './database/productions.database.js';
import { ProductionsModule } from './productions.module.js';

runServiceProcess(async () => {
  const env = loadConfig(serviceEnvSchema(3003));
  return runService({
    name: 'productions',
    module: ProductionsModule,
    patterns: PatternsByService.productions,
    topics: Object.values(ProductionsTopics).flatMap((topic) => eventTopics(topic)),
    database: createProductionsDatabase(env.DATABASE_URL),
    env,
  });
});
