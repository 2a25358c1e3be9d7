import { type CqrsTestApp, startCqrsTestApp, testDatabaseUrl } from '@callsheet/testing';
import { createProductionsDatabase, type ProductionsDatabase } from '../src/database/productions.database.js';
import { ProductionsModule } from '../src/productions.module.js';

/**
 * The productions service in-process (the medium test tier), built as its main.ts builds it, against the
 * real test database: tests send commands and queries through its buses and read the rows and the outbox.
 */
export type ProductionsTestApp = CqrsTestApp<ProductionsDatabase>;

export function startProductionsTestApp(): Promise<ProductionsTestApp> {
  return startCqrsTestApp({
    name: 'productions',
    database: createProductionsDatabase(testDatabaseUrl('callsheet_productions')),
    module: ProductionsModule,
  });
}
