// The bench databases: created and migrated like scripts/db.mjs does it (Prisma's wasm engine through
// scripts/prisma.config.ts), then filled once with generated rows (profiles here, productions and
// jobs in seed-jobs.ts). A comment on the database records what it holds; it is written last, so a
// seed that stopped halfway is redone.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateTalent, REFERENCE_DAY, talentRows } from './generate.js';
import { validateTalentProfile, type TalentProfileInput } from './profiles.js';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const profilesSchema = join(root, 'services', 'profiles', 'prisma', 'schema.prisma');
const prismaConfig = join(root, 'scripts', 'prisma.config.ts');

export const BENCH_DATABASE = 'callsheet_profiles_bench';
/** Bump when generate.ts changes what it draws: a database seeded by another version is reseeded. */
const GENERATOR_VERSION = 1;
const BATCH = 2_000;
/** One profile in this many goes through validateTalentProfile as well, to prove the data valid. */
const VALIDATE_EVERY = 100;

export function databaseUrl(database: string): string {
  const host = process.env.PG_HOST ?? '127.0.0.1';
  const port = process.env.PG_PORT ?? '5432';
  const user = process.env.PG_USER ?? 'callsheet';
  const password = process.env.PG_PASSWORD ?? 'callsheet';
  return `postgresql://${user}:${encodeURIComponent(password)}@${host}:${port}/${database}`;
}

function marker(profiles: number, seed: number): string {
  return `bench/search: ${profiles} profiles, seed ${seed}, generator ${GENERATOR_VERSION}`;
}

export async function withClient<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `prisma migrate deploy` of a service's schema on a bench database, as scripts/db.mjs runs it. */
function migrate(schema: string, database: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy', '--config', prismaConfig], {
      cwd: dirname(schema),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PRISMA_SCHEMA: schema,
        DATABASE_URL: databaseUrl(database),
        PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? prismaConfig,
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`prisma migrate deploy failed:\n${output}`)),
    );
  });
}

/**
 * Makes sure the bench database holds `profiles` generated profiles of `seed` and the profiles
 * migrations (a migration added since the last seed is applied to the seeded data).
 */
export function prepareBenchDatabase(options: { profiles: number; seed: number; reseed: boolean }): Promise<void> {
  return prepareDatabase({
    database: BENCH_DATABASE,
    schema: profilesSchema,
    marker: marker(options.profiles, options.seed),
    reseed: options.reseed,
    fill: (client) => seed(client, options.profiles, options.seed),
  });
}

/**
 * Makes sure `database` exists, carries the migrations of `schema`, and was filled by `fill` for the
 * data set that `marker` names (written as the database's comment once `fill` is done).
 */
export async function prepareDatabase(options: {
  database: string;
  schema: string;
  marker: string;
  reseed: boolean;
  fill: (client: pg.Client) => Promise<void>;
}): Promise<void> {
  const { database, schema, marker: expected } = options;
  const current = await withClient('postgres', async (admin) => {
    const { rows } = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [database],
    );
    return rows[0];
  });
  if (current !== undefined && current.comment === expected && !options.reseed) {
    console.log(`[seed] ${database} already holds ${expected.replace('bench/search: ', '')}: not reseeding`);
    await migrate(schema, database);
    return;
  }
  const started = performance.now();
  await withClient('postgres', async (admin) => {
    if (current !== undefined) {
      await admin.query(`DROP DATABASE "${database}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${database}"`);
  });
  await migrate(schema, database);
  console.log(`[seed] created and migrated ${database} in ${seconds(started)}`);
  await withClient(database, options.fill);
  await withClient('postgres', (admin) => admin.query(`COMMENT ON DATABASE "${database}" IS '${expected}'`));
  console.log(`[seed] done in ${seconds(started)}`);
}

/**
 * Drops the secondary indexes of `tables` (to be built once after the load rather than row by row)
 * and returns their definitions, to recreate them with. Primary keys stay: ids arrive in order.
 */
export async function dropSecondaryIndexes(
  client: pg.Client,
  tables: readonly string[],
): Promise<{ name: string; definition: string }[]> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
      ORDER BY i.indexname`,
    [tables],
  );
  for (const { name } of indexes) {
    await client.query(`DROP INDEX "${name}"`);
  }
  return indexes;
}

/** Recreates indexes dropped by dropSecondaryIndexes. */
export async function createIndexes(
  client: pg.Client,
  indexes: readonly { name: string; definition: string }[],
): Promise<void> {
  for (const { name, definition } of indexes) {
    const started = performance.now();
    await client.query(definition);
    console.log(`[seed] ${name} built in ${seconds(started)}`);
  }
}

/**
 * Inserts `count` generated rows into `table` in batches, each batch one `INSERT … SELECT … FROM
 * json_populate_recordset`. The next batch is generated while the previous insert runs.
 */
export function insertRows(
  client: pg.Client,
  table: string,
  count: number,
  row: (n: number) => Record<string, unknown>,
  batch = BATCH,
): Promise<void> {
  return insertRowsInto(client, [table], count, (n) => [row(n)], batch);
}

/**
 * insertRows into several tables at once: `rows(n)` gives item n's row of each of `tables` (in their
 * order, e.g. a profile and its search row), so each item is generated once.
 */
export async function insertRowsInto(
  client: pg.Client,
  tables: readonly string[],
  count: number,
  rows: (n: number) => Record<string, unknown>[],
  batch = BATCH,
): Promise<void> {
  const started = performance.now();
  let columns: string[][] | undefined;
  let pending: Promise<unknown> = Promise.resolve();
  for (let first = 0; first < count; first += batch) {
    const batches: Record<string, unknown>[][] = tables.map(() => []);
    for (let n = first; n < Math.min(count, first + batch); n += 1) {
      rows(n).forEach((row, table) => batches[table]?.push(row));
    }
    columns ??= batches.map((tableRows) => Object.keys(tableRows[0] ?? {}));
    const statements = tables.map((table, index) => {
      const list = (columns?.[index] ?? []).map((column) => `"${column}"`).join(', ');
      return {
        text: `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`,
        json: JSON.stringify(batches[index]),
      };
    });
    // One batch in flight while the next is generated: the two cores work side by side.
    await pending;
    pending = (async () => {
      for (const { text, json } of statements) {
        await client.query(text, [json]);
      }
    })();
    if ((first / batch) % 50 === 49) {
      console.log(`[seed] ${first + batch} ${tables.join(' and ')} rows inserted (${seconds(started)})`);
    }
  }
  await pending;
  console.log(`[seed] ${count} ${tables.join(' and ')} rows inserted in ${seconds(started)}`);
}

async function seed(client: pg.Client, profiles: number, seedValue: number): Promise<void> {
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '1GB'`);
  const indexes = await dropSecondaryIndexes(client, ['talent_profile', 'talent_search']);
  await insertRowsInto(client, ['talent_profile', 'talent_search'], profiles, (n) => {
    const talent = generateTalent(seedValue, n);
    if (n % VALIDATE_EVERY === 0) {
      assertValid(n, talent.data);
    }
    return talentRows(talent);
  });
  // What TalentRepository.create does for each profile, in one statement.
  await finishTextSearchTable(client, 'talent_search', 'talent_search_word', indexes);
  await client.query(`VACUUM (ANALYZE) talent_profile`);
}

/**
 * After a searchable table's rows are loaded: its words table filled from every row's search_vector
 * (what the repository records per write, in one statement), its indexes built, then VACUUM (ANALYZE).
 */
export async function finishTextSearchTable(
  client: pg.Client,
  table: string,
  wordTable: string,
  indexes: readonly { name: string; definition: string }[],
): Promise<void> {
  let started = performance.now();
  await client.query(
    `INSERT INTO ${wordTable} (word)
     SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM ${table} ON CONFLICT DO NOTHING`,
  );
  console.log(`[seed] ${wordTable} filled in ${seconds(started)}`);
  await createIndexes(client, indexes);
  started = performance.now();
  await client.query(`VACUUM (ANALYZE) ${table}, ${wordTable}`);
  console.log(`[seed] VACUUM ANALYZE in ${seconds(started)}`);
}

/** The generated data is what validateTalentProfile would store for the same form. */
function assertValid(n: number, data: ReturnType<typeof generateTalent>['data']): void {
  const { heightCm, weightGrams, ...rest } = data;
  const input: TalentProfileInput = {
    ...rest,
    height: heightCm === undefined ? undefined : { cm: heightCm },
    weight: weightGrams === undefined ? undefined : { kg: weightGrams / 1000 },
  };
  const validated = validateTalentProfile(input, REFERENCE_DAY);
  if (JSON.stringify(validated) !== JSON.stringify(data)) {
    throw new Error(`generated profile ${n} is not what validation stores:\n${JSON.stringify(data)}`);
  }
}

export function seconds(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
