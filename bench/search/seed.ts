// The bench database: created and migrated like scripts/db.mjs does it (Prisma's wasm engine through
// scripts/prisma.config.ts), then filled once with generated profiles. A comment on the database
// records what it holds; it is written last, so a seed that stopped halfway is redone.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { generateTalent, REFERENCE_DAY, talentRow } from './generate.js';
import { validateTalentProfile, type TalentProfileInput } from './profiles.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const schema = join(root, 'services', 'profiles', 'prisma', 'schema.prisma');
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

async function withClient<T>(database: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `prisma migrate deploy` of the profiles schema on the bench database, as scripts/db.mjs runs it. */
function migrate(): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', 'prisma'), ['migrate', 'deploy', '--config', prismaConfig], {
      cwd: dirname(schema),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PRISMA_SCHEMA: schema,
        DATABASE_URL: databaseUrl(BENCH_DATABASE),
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
export async function prepareBenchDatabase(options: {
  profiles: number;
  seed: number;
  reseed: boolean;
}): Promise<void> {
  const expected = marker(options.profiles, options.seed);
  const current = await withClient('postgres', async (admin) => {
    const { rows } = await admin.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [BENCH_DATABASE],
    );
    return rows[0];
  });
  if (current !== undefined && current.comment === expected && !options.reseed) {
    console.log(`[seed] ${BENCH_DATABASE} already holds ${expected.replace('bench/search: ', '')}: not reseeding`);
    await migrate();
    return;
  }
  const started = performance.now();
  await withClient('postgres', async (admin) => {
    if (current !== undefined) {
      await admin.query(`DROP DATABASE "${BENCH_DATABASE}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  });
  await migrate();
  console.log(`[seed] created and migrated ${BENCH_DATABASE} in ${seconds(started)}`);
  await withClient(BENCH_DATABASE, (client) => seed(client, options.profiles, options.seed));
  await withClient('postgres', (admin) => admin.query(`COMMENT ON DATABASE "${BENCH_DATABASE}" IS '${expected}'`));
  console.log(`[seed] done in ${seconds(started)}`);
}

async function seed(client: pg.Client, profiles: number, seedValue: number): Promise<void> {
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '1GB'`);
  // The migrations' indexes, built once after the load rather than row by row; the primary key stays
  // (ids arrive in increasing order, so its B-tree only ever appends).
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = 'talent_profile' AND indexname <> 'talent_profile_pkey'
      ORDER BY indexname`,
  );
  for (const { name } of indexes) {
    await client.query(`DROP INDEX "${name}"`);
  }

  let started = performance.now();
  let columns: string[] | undefined;
  let pending: Promise<unknown> = Promise.resolve();
  for (let first = 0; first < profiles; first += BATCH) {
    const rows: Record<string, unknown>[] = [];
    for (let n = first; n < Math.min(profiles, first + BATCH); n += 1) {
      const talent = generateTalent(seedValue, n);
      if (n % VALIDATE_EVERY === 0) {
        assertValid(n, talent.data);
      }
      rows.push(talentRow(talent));
    }
    columns ??= Object.keys(rows[0] ?? {});
    const list = columns.map((column) => `"${column}"`).join(', ');
    const json = JSON.stringify(rows);
    // One statement in flight while the next batch is generated: the two cores work side by side.
    await pending;
    pending = client.query(
      `INSERT INTO talent_profile (${list}) SELECT ${list} FROM json_populate_recordset(NULL::talent_profile, $1::json)`,
      [json],
    );
    if ((first / BATCH) % 50 === 49) {
      console.log(`[seed] ${first + BATCH} profiles inserted (${seconds(started)})`);
    }
  }
  await pending;
  console.log(`[seed] ${profiles} profiles inserted in ${seconds(started)}`);
  // What TalentRepository.create does for each profile, in one statement.
  started = performance.now();
  await client.query(
    `INSERT INTO talent_search_word (word)
     SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM talent_profile ON CONFLICT DO NOTHING`,
  );
  console.log(`[seed] talent_search_word filled in ${seconds(started)}`);

  for (const { name, definition } of indexes) {
    started = performance.now();
    await client.query(definition);
    console.log(`[seed] ${name} built in ${seconds(started)}`);
  }
  started = performance.now();
  await client.query(`VACUUM (ANALYZE) talent_profile, talent_search_word`);
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

function seconds(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}
