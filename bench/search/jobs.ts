// The jobs half of bench/search: JobRepository.search over generated productions, projects and jobs,
// for an account that owns none of them (so it finds listed jobs only).
import { type FacetFrequencies, FacetStatistics, type PageRequest } from '@callsheet/kernel';
import { JOBS_TODAY } from './generate-jobs.js';
import { jobCombinations } from './job-combinations.js';
import { JOB_QUERIES, JOB_SECOND_PAGE_OF, SEARCHER_ACCOUNT_ID } from './job-queries.js';
import {
  createProductionsDatabase,
  jobSearchQueries,
  JobRepository,
  validateJobSearch,
  type JobSearchInput,
  type ProductionsDatabase,
  type TierQuery,
} from './productions.js';
import { ALL, countMatches, executedQueries, measureCombinations, report, type Measured } from './report.js';
import { databaseUrl } from './seed.js';
import { JOBS_BENCH_DATABASE, prepareJobsBenchDatabase } from './seed-jobs.js';
import type { BenchOptions } from './talent.js';

async function measure(
  options: BenchOptions,
  repository: JobRepository,
  db: ProductionsDatabase,
  frequencies: FacetFrequencies,
  name: string,
  input: JobSearchInput,
  page: PageRequest,
): Promise<Measured> {
  const search = validateJobSearch(input);
  for (let index = 0; index < options.warmup; index += 1) {
    await repository.search(SEARCHER_ACCOUNT_ID, search, JOBS_TODAY, page);
  }
  const samples: number[] = [];
  for (let index = 0; index < options.runs; index += 1) {
    const started = performance.now();
    await repository.search(SEARCHER_ACCOUNT_ID, search, JOBS_TODAY, page);
    samples.push(performance.now() - started);
  }
  return {
    name,
    matches: await countMatches(db, queries(db, frequencies, search, ALL)),
    samples,
    executed: await executedQueries(db, queries(db, frequencies, search, page), page.limit),
  };
}

function queries(
  db: ProductionsDatabase,
  frequencies: FacetFrequencies,
  search: ReturnType<typeof validateJobSearch>,
  page: PageRequest,
): TierQuery[] {
  return jobSearchQueries(db, SEARCHER_ACCOUNT_ID, { search, today: JOBS_TODAY, frequencies }, page);
}

export async function runJobsBench(options: BenchOptions & { jobs: number }): Promise<void> {
  console.log(`\n## jobs: ${options.jobs.toLocaleString('en-US')} jobs, searched on ${JOBS_TODAY}`);
  await prepareJobsBenchDatabase({ jobs: options.jobs, seed: options.seed, reseed: options.reseed });
  const db = createProductionsDatabase(databaseUrl(JOBS_BENCH_DATABASE));
  try {
    const repository = new JobRepository(db);
    const frequencies = await new FacetStatistics(db, 'job').frequencies();
    const [{ version }] = await db.$queryRaw<[{ version: string }]>`SELECT version() AS version`;
    console.log(
      `${version.split(' on ')[0] ?? version}; ${options.runs} runs per query after ${options.warmup} warm-up runs, limit ${options.limit}`,
    );
    const limit = options.limit;
    const results: Measured[] = [];
    for (const { name, input } of JOB_QUERIES) {
      results.push(await measure(options, repository, db, frequencies, name, input, { limit }));
      console.log(`measured: ${name}`);
    }
    const paged = JOB_QUERIES.find((query) => query.name === JOB_SECOND_PAGE_OF);
    if (paged) {
      const first = await repository.search(SEARCHER_ACCOUNT_ID, validateJobSearch(paged.input), JOBS_TODAY, {
        limit,
      });
      const last = first.data.at(-1)?.id;
      if (last !== undefined) {
        results.push(
          await measure(options, repository, db, frequencies, `page 2 of ${paged.name}`, paged.input, {
            limit,
            startingAfter: last,
          }),
        );
      }
    }
    await report(db, results, options.explain);

    if (options.combinations > 0) {
      const combinations = jobCombinations(options.seed, options.combinations);
      const searches = combinations.map(({ input }) => validateJobSearch(input));
      const page = { limit };
      console.log(`\n### random job combinations`);
      const { p99 } = await measureCombinations(
        db,
        combinations,
        { runs: options.combinationRuns, slowMs: 30, explained: 3 },
        (index) => repository.search(SEARCHER_ACCOUNT_ID, searches[index], JOBS_TODAY, page),
        async (index) => ({
          matches: await countMatches(db, queries(db, frequencies, searches[index], ALL)),
          executed: await executedQueries(db, queries(db, frequencies, searches[index], page), limit),
        }),
      );
      console.log(
        `\ngoal: random job combinations p99 ≤ 30 ms: ${p99 <= 30 ? 'met' : 'not met'} (${p99.toFixed(1)} ms)`,
      );
    }
  } finally {
    await db.$disconnect();
  }
}
