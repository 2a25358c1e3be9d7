// What the talent and job benches print: percentiles, the markdown table, and EXPLAIN of statements.

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

/** The table, then EXPLAIN (ANALYZE, BUFFERS) of the slowest query by p95 (of every query with `all`). */
export async function report(db: RawDatabase, results: readonly Measured[], all: boolean): Promise<void> {
  console.log(`\n${table(results)}\n`);
  const slowest = results.reduce((worst, measured) => (p95(measured) > p95(worst) ? measured : worst));
  for (const measured of all ? results : [slowest]) {
    console.log(`EXPLAIN (ANALYZE, BUFFERS) of "${measured.name}"${measured === slowest ? ' (slowest p95)' : ''}:\n`);
    console.log(`${await explain(db, measured.executed)}\n`);
  }
}
