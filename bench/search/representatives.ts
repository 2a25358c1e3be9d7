// The representatives part of bench/search: RepresentativeRepository.search over generated
// representative profiles, with random filter combinations (there are no named representative queries).
import { FacetStatistics } from '@callsheet/kernel';
import {
  createProfilesDatabase,
  representativeSearchQueries,
  RepresentativeRepository,
  validateRepresentativeSearch,
} from './profiles.js';
import { representativeCombinations } from './representative-combinations.js';
import { ALL, countMatches, executedQueries, measureCombinations } from './report.js';
import { databaseUrl } from './seed.js';
import { prepareRepresentativesBenchDatabase, REPRESENTATIVES_BENCH_DATABASE } from './seed-representatives.js';
import type { BenchOptions } from './talent.js';

export async function runRepresentativesBench(options: BenchOptions & { representatives: number }): Promise<void> {
  console.log(`\n## representatives: ${options.representatives.toLocaleString('en-US')} representative profiles`);
  await prepareRepresentativesBenchDatabase({
    representatives: options.representatives,
    seed: options.seed,
    reseed: options.reseed,
  });
  const db = createProfilesDatabase(databaseUrl(REPRESENTATIVES_BENCH_DATABASE));
  try {
    const repository = new RepresentativeRepository(db);
    const frequencies = await new FacetStatistics(db, 'representative_profile').frequencies();
    const combinations = representativeCombinations(options.seed, options.combinations);
    const searches = combinations.map(({ input }) => validateRepresentativeSearch(input));
    const page = { limit: options.limit };
    console.log(`\n### random representative combinations (limit ${options.limit})`);
    const { p99, max } = await measureCombinations(
      db,
      combinations,
      { runs: options.combinationRuns, slowMs: 30, explained: 3 },
      (index) => repository.search(searches[index], page),
      async (index) => ({
        matches: await countMatches(db, representativeSearchQueries(db, searches[index], ALL, frequencies)),
        executed: await executedQueries(
          db,
          representativeSearchQueries(db, searches[index], page, frequencies),
          options.limit,
        ),
      }),
    );
    // The issue names no figure for representatives; the talent goal applies to them as well.
    console.log(
      `\ngoal: random representative combinations p99 ≤ 30 ms: ${p99 <= 30 ? 'met' : 'not met'} (${p99.toFixed(1)} ms)`,
    );
    console.log(
      `goal: random representative combinations max ≤ 100 ms: ${max <= 100 ? 'met' : 'not met'} (${max.toFixed(1)} ms)`,
    );
  } finally {
    await db.$disconnect();
  }
}
