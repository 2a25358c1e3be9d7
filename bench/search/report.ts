// What the talent and job benches print: percentiles, the markdown table, and EXPLAIN of statements.
import { fetchTieredPage, type TierQuery } from '@callsheet/kernel';

export interface Measured {
  name: string;
  matches: number;
  samples: number[];
  /** The statements search runs for this page. */
  executed: readonly { text: string; values: unknown[] }[];
}

/** A database that runs raw SQL with $1-style parameters (either service's Prisma client). */
export interface RawDatabase {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/** A search's queries, one per relevance tier (tieredPageQueries), from either service's client. */
export type TierStatements = readonly TierQuery[];

/** A page request of every match: countMatches counts over it. */
export const ALL = { limit: 10_000_000 };

/** How many rows a search matches at all (every tier, every page), to read the latency against. */
export async function countMatches(db: RawDatabase, queries: TierStatements): Promise<number> {
  let matches = 0;
  for (const next of queries) {
    const query = await next();
    if (query !== undefined) {
      const [{ count }] = await db.$queryRawUnsafe<[{ count: bigint }]>(
        `SELECT count(*) AS count FROM (${query.text}) q`,
        ...query.values,
      );
      matches += Number(count);
    }
  }
  return matches;
}

/** The statements a search runs for a page of `limit`: what fetchTieredPage runs, recorded. */
export async function executedQueries(
  db: RawDatabase,
  queries: TierStatements,
  limit: number,
): Promise<Measured['executed']> {
  const executed: Measured['executed'][number][] = [];
  await fetchTieredPage(queries, { limit }, (statement) => {
    executed.push(statement);
    return db.$queryRawUnsafe<unknown[]>(statement.text, ...statement.values);
  });
  return executed;
}

/** Milliseconds as the tables print them. */
export function ms(value: number): string {
  return value.toFixed(1);
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export function p95(measured: Measured): number {
  return percentile(
    [...measured.samples].sort((a, b) => a - b),
    95,
  );
}

export async function explain(db: RawDatabase, queries: Measured['executed']): Promise<string> {
  const plans: string[] = [];
  for (const [index, query] of queries.entries()) {
    const rows = await db.$queryRawUnsafe<{ 'QUERY PLAN': string }[]>(
      `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`,
      ...query.values,
    );
    plans.push(
      `-- statement ${index + 1} of ${queries.length}\n${dedent(query.text)}\n` +
        `-- parameters: ${JSON.stringify(query.values)}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
  return plans.join('\n\n');
}

/** SQL as the repository's template literals indent it, flush left and without trailing blanks. */
export function dedent(sql: string): string {
  const lines = sql.split('\n').filter((line) => line.trim() !== '');
  const indent = Math.min(...lines.map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent).trimEnd()).join('\n');
}

export function table(results: readonly Measured[]): string {
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

/** The table, then EXPLAIN (ANALYZE, BUFFERS) of the slowest query by p95 (of every query with `all`). */
export async function report(db: RawDatabase, results: readonly Measured[], all: boolean): Promise<void> {
  console.log(`\n${table(results)}\n`);
  const slowest = results.reduce((worst, measured) => (p95(measured) > p95(worst) ? measured : worst));
  for (const measured of all ? results : [slowest]) {
    console.log(`EXPLAIN (ANALYZE, BUFFERS) of "${measured.name}"${measured === slowest ? ' (slowest p95)' : ''}:\n`);
    console.log(`${await explain(db, measured.executed)}\n`);
  }
}

/** One random combination measured: its samples, and what it ran for the first page. */
export interface MeasuredCombination extends Measured {
  median: number;
}

/**
 * Measures each combination `runs` times after one warm-up run, then prints p50, p95, p99 and max over
 * every sample, how many combinations have a median above `slowMs`, and the slowest ten (by median)
 * with how many rows they match; EXPLAIN (ANALYZE, BUFFERS) of the slowest `explained`.
 */
export async function measureCombinations(
  db: RawDatabase,
  combinations: readonly { name: string }[],
  options: { runs: number; slowMs: number; explained: number },
  search: (index: number) => Promise<unknown>,
  details: (index: number) => Promise<{ matches: number; executed: Measured['executed'] }>,
): Promise<{ p99: number; max: number }> {
  const measured: MeasuredCombination[] = [];
  const all: number[] = [];
  for (const [index, { name }] of combinations.entries()) {
    await search(index);
    const samples: number[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const started = performance.now();
      await search(index);
      samples.push(performance.now() - started);
    }
    all.push(...samples);
    const sorted = [...samples].sort((a, b) => a - b);
    measured.push({ name, samples, executed: [], matches: Number.NaN, median: percentile(sorted, 50) });
  }
  all.sort((a, b) => a - b);
  const slow = measured.filter(({ median }) => median > options.slowMs).length;
  console.log(
    `\n${combinations.length} combinations × ${options.runs} runs: p50 ${ms(percentile(all, 50))} ms, ` +
      `p95 ${ms(percentile(all, 95))} ms, p99 ${ms(percentile(all, 99))} ms, max ${ms(all.at(-1) ?? Number.NaN)} ms; ` +
      `${slow} combinations with a median above ${options.slowMs} ms`,
  );
  const slowest = measured
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.median - a.entry.median)
    .slice(0, 10);
  for (const { entry, index } of slowest) {
    Object.assign(entry, await details(index));
  }
  console.log('\nThe slowest ten:\n');
  console.log(table(slowest.map(({ entry }) => entry)));
  for (const { entry } of slowest.slice(0, options.explained)) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of "${entry.name}":\n`);
    console.log(await explain(db, entry.executed));
  }
  return { p99: percentile(all, 99), max: all.at(-1) ?? Number.NaN };
}
