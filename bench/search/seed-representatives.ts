// The representatives bench database (callsheet_representatives_bench): the profiles migrations, then
// generated representative profiles (generate-representatives.ts), loaded like the talent (seed.ts).
import { join } from 'node:path';
import type pg from 'pg';
import { generateRepresentative, representativeRow } from './generate-representatives.js';
import { dropSecondaryIndexes, finishTextSearchTable, insertRows, prepareDatabase, root } from './seed.js';

export const REPRESENTATIVES_BENCH_DATABASE = 'callsheet_representatives_bench';
/** Bump when generate-representatives.ts changes what it draws: a database seeded by another version is reseeded. */
const GENERATOR_VERSION = 1;

export function prepareRepresentativesBenchDatabase(options: {
  representatives: number;
  seed: number;
  reseed: boolean;
}): Promise<void> {
  return prepareDatabase({
    database: REPRESENTATIVES_BENCH_DATABASE,
    schema: join(root, 'services', 'profiles', 'prisma', 'schema.prisma'),
    marker: `bench/search: ${options.representatives} representatives, seed ${options.seed}, generator ${GENERATOR_VERSION}`,
    reseed: options.reseed,
    fill: (client) => seed(client, options.representatives, options.seed),
  });
}

async function seed(client: pg.Client, representatives: number, seedValue: number): Promise<void> {
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '1GB'`);
  const indexes = await dropSecondaryIndexes(client, ['representative_profile']);
  // Every generated profile went through validateRepresentativeProfile (generateRepresentative).
  await insertRows(client, 'representative_profile', representatives, (n) =>
    representativeRow(generateRepresentative(seedValue, n)),
  );
  // What RepresentativeRepository.create does for each profile, in one statement.
  await finishTextSearchTable(client, 'representative_profile', 'representative_search_word', indexes);
}
