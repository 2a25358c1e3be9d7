import { PatternsByService, ProductionsTopics } from '@callsheet/contracts';
import { eventTopics, loadConfig, runService, runServiceProcess } from '@callsheet/kernel';
import { productionsEnvSchema } from './productions.env.js';
import { createProductionsDatabase } from './database/productions.database.js';
import { ProductionsModule } from './productions.module.js';

runServiceProcess(async () => {
  const env = loadConfig(productionsEnvSchema);
  return runService({
    name: 'productions',
    module: ProductionsModule,
    patterns: PatternsByService.productions,
    topics: Object.values(ProductionsTopics).flatMap((topic) => eventTopics(topic)),
    database: createProductionsDatabase(env.DATABASE_URL),
    env,
  });
});
