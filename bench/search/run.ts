// bench/search: latency of talent search (TalentRepository.search, the SQL production runs) over
// 1,000,000 generated profiles in a database of its own (callsheet_profiles_bench). Not part of npm test.
// Usage: npm run bench:search [-- --runs 200 --warmup 20 --profiles 1000000 --seed 42 --reseed --explain]
import { infra } from '@callsheet/testing';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import type { PageRequest } from '@callsheet/kernel';
import {
  createProfilesDatabase,
  Prisma,
  talentSearchQueries,
  TalentRepository,
  validateTalentSearch,
  type ProfilesDatabase,
  type TierQuery,
} from './profiles.js';
import { QUERIES, SECOND_PAGE_OF, type BenchQuery } from './queries.js';
import { BENCH_DATABASE, databaseUrl, prepareBenchDatabase } from './seed.js';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    profiles: { type: 'string', default: '1000000' },
    seed: { type: 'string', default: '42' },
    limit: { type: 'string', default: '25' },
    reseed: { type: 'boolean', default: false },
    /** EXPLAIN (ANALYZE, BUFFERS) every query, not only the slowest. */
    explain: { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const warmup = Number(options.warmup);
const limit = Number(options.limit);

interface Measured {
  name: string;
  matches: number;
  samples: number[];
  /** The statements search runs for this page (one per relevance tier, until the page is full). */
  executed: Prisma.Sql[];
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

async function measure(
  repository: TalentRepository,
  db: ProfilesDatabase,
  name: string,
  input: BenchQuery['input'],
  page: PageRequest,
): Promise<Measured> {
  const search = validateTalentSearch(input);
  for (let index = 0; index < warmup; index += 1) {
    await repository.search(search, page);
  }
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await repository.search(search, page);
    samples.push(performance.now() - started);
  }
  // How many profiles match at all (every tier, every page), to read the latency against.
  let matches = 0;
  for (const next of talentSearchQueries(db, search, { limit: 10_000_000 })) {
    const query = await next();
    if (query !== undefined) {
      const [{ count }] = await db.$queryRaw<[{ count: bigint }]>(
        Prisma.sql`SELECT count(*) AS count FROM (${query}) q`,
      );
      matches += Number(count);
    }
  }
  return { name, matches, samples, executed: await executedQueries(db, talentSearchQueries(db, search, page), page) };
}

/** The statements TalentRepository.search runs for this page: tiers in order until the page is full. */
async function executedQueries(db: ProfilesDatabase, queries: TierQuery[], page: PageRequest): Promise<Prisma.Sql[]> {
  const executed: Prisma.Sql[] = [];
  let rows = 0;
  for (const next of queries) {
    const query = await next();
    if (query !== undefined) {
      executed.push(query);
      rows += (await db.$queryRaw<unknown[]>(query)).length;
    }
    if (rows >= page.limit + 1) {
      break;
    }
  }
  return executed;
}

async function explain(db: ProfilesDatabase, queries: Prisma.Sql[]): Promise<string> {
  const plans: string[] = [];
  for (const [index, query] of queries.entries()) {
    const rows = await db.$queryRaw<{ 'QUERY PLAN': string }[]>(Prisma.sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    plans.push(
      `-- statement ${index + 1} of ${queries.length}\n${dedent(query.text)}\n` +
        `-- parameters: ${JSON.stringify(query.values)}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
  return plans.join('\n\n');
}

/** SQL as the repository's template literals indent it, flush left and without trailing blanks. */
function dedent(sql: string): string {
  const lines = sql.split('\n').filter((line) => line.trim() !== '');
  const indent = Math.min(...lines.map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent).trimEnd()).join('\n');
}

function table(results: readonly Measured[]): string {
  const ms = (value: number) => value.toFixed(1);
  const lines = [
    '| query | matches | statements | p50 ms | p95 ms | p99 ms | max ms |',
    '| ----- | ------: | ---------: | -----: | -----: | -----: | -----: |',
  ];
  for (const { name, matches, samples, executed } of results) {
    const sorted = [...samples].sort((a, b) => a - b);
    lines.push(
      `| ${name} | ${matches.toLocaleString('en-US')} | ${executed.length} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ` +
        `${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} |`,
    );
  }
  return lines.join('\n');
}

infra('up', 'postgres');
console.log(
  `bench/search on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
await prepareBenchDatabase({
  profiles: Number(options.profiles),
  seed: Number(options.seed),
  reseed: options.reseed,
});

const db = createProfilesDatabase(databaseUrl(BENCH_DATABASE));
try {
  const repository = new TalentRepository(db);
  const [{ version }] = await db.$queryRaw<[{ version: string }]>`SELECT version() AS version`;
  console.log(
    `${version.split(' on ')[0] ?? version}; ${runs} runs per query after ${warmup} warm-up runs, limit ${limit}`,
  );

  const results: Measured[] = [];
  for (const { name, input } of QUERIES) {
    results.push(await measure(repository, db, name, input, { limit }));
    console.log(`measured: ${name}`);
  }
  const paged = QUERIES.find((query) => query.name === SECOND_PAGE_OF);
  if (paged) {
    const first = await repository.search(validateTalentSearch(paged.input), { limit });
    const last = first.data.at(-1)?.id;
    if (last !== undefined) {
      results.push(
        await measure(repository, db, `page 2 of ${paged.name}`, paged.input, { limit, startingAfter: last }),
      );
    }
  }

  console.log(`\n${table(results)}\n`);
  const p95 = (measured: Measured) =>
    percentile(
      [...measured.samples].sort((a, b) => a - b),
      95,
    );
  const slowest = results.reduce((worst, measured) => (p95(measured) > p95(worst) ? measured : worst));
  for (const measured of options.explain ? results : [slowest]) {
    console.log(`EXPLAIN (ANALYZE, BUFFERS) of "${measured.name}"${measured === slowest ? ' (slowest p95)' : ''}:\n`);
    console.log(`${await explain(db, measured.executed)}\n`);
  }
} finally {
  await db.$disconnect();
}
