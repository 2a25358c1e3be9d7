#!/usr/bin/env node
// Prisma across every schema of the monorepo, working offline (no engine download):
//   node scripts/db.mjs generate            generate each Prisma client
//   node scripts/db.mjs migration <name>    write a migration for each schema that changed since HEAD
//   node scripts/db.mjs migrate [--test]    create the databases if missing and apply the migrations
//   node scripts/db.mjs deploy <service>    apply one service's migrations to DATABASE_URL (a deployment:
//                                           the image's one-shot migration, docs/operations.md)
// `--test` migrates the *_test databases the integration tests use.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const prismaBin = join(root, 'node_modules', '.bin', 'prisma');
const config = join(root, 'scripts', 'prisma.config.ts');

/** Every schema and the database it migrates. The kernel's test schema only exists in test databases. */
export const schemas = [
  ...['identity', 'profiles', 'productions', 'connections', 'payments'].map((service) => ({
    name: service,
    schema: join(root, 'services', service, 'prisma', 'schema.prisma'),
    database: `callsheet_${service}`,
    testOnly: false,
  })),
  // Two databases for the kernel's messaging tests: a producing and a consuming "service".
  ...['callsheet_kernel', 'callsheet_kernel_peer'].map((database) => ({
    name: database.replace('callsheet_', ''),
    schema: join(root, 'libs', 'testing', 'prisma', 'schema.prisma'),
    database,
    testOnly: true,
  })),
];

const pgHost = process.env.PG_HOST ?? '127.0.0.1';
const pgPort = process.env.PG_PORT ?? '5432';
const pgUser = process.env.PG_USER ?? 'callsheet';
const pgPassword = process.env.PG_PASSWORD ?? 'callsheet';

export function databaseUrl(database) {
  return `postgresql://${pgUser}:${encodeURIComponent(pgPassword)}@${pgHost}:${pgPort}/${database}`;
}

function prismaEnv(schema, databaseUrlValue) {
  return {
    ...process.env,
    PRISMA_SCHEMA: schema,
    DATABASE_URL: databaseUrlValue ?? 'postgresql://unused@127.0.0.1:5432/unused',
    // The Rust-free client needs no query engine; pointing at any file stops the CLI from downloading one.
    PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? config,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
  };
}

function prisma(args, schema, databaseUrlValue) {
  const result = spawnSync(prismaBin, [...args, '--config', config], {
    cwd: dirname(schema),
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    env: prismaEnv(schema, databaseUrlValue),
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`prisma ${args.join(' ')} failed for ${relative(root, schema)}`);
  }
  return result.stdout;
}

function generate() {
  for (const { name, schema } of uniqueSchemas()) {
    prisma(['generate'], schema);
    console.log(`[db] generated the Prisma client of ${name}`);
  }
}

function migration(migrationName) {
  if (!migrationName || !/^[a-z0-9_]+$/.test(migrationName)) {
    throw new Error('usage: npm run db:migration <name>   (lower-case letters, digits and underscores)');
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const scratch = mkdtempSync(join(tmpdir(), 'callsheet-migration-'));
  let written = 0;
  for (const { name, schema } of uniqueSchemas()) {
    const migrations = join(dirname(schema), 'migrations');
    // The last committed schema is what the existing migrations produce; a schema with no
    // migration yet starts from empty.
    const hasMigrations = existsSync(migrations) && readdirSync(migrations).some((entry) => /^\d{14}_/.test(entry));
    const committed = hasMigrations ? gitShow(schema) : undefined;
    const from =
      committed === undefined ? ['--from-empty'] : ['--from-schema-datamodel', writeTemp(scratch, name, committed)];
    const sql = prisma(
      ['migrate', 'diff', ...from, '--to-schema-datamodel', schema, '--script'],
      schema,
      databaseUrl('postgres'),
    );
    if (/^\s*(-- This is an empty migration\.)?\s*$/.test(sql)) {
      continue;
    }
    const folder = join(migrations, `${stamp}_${migrationName}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'migration.sql'), sql);
    if (!existsSync(join(migrations, 'migration_lock.toml'))) {
      writeFileSync(join(migrations, 'migration_lock.toml'), 'provider = "postgresql"\n');
    }
    console.log(`[db] wrote ${relative(root, folder)}/migration.sql`);
    written += 1;
  }
  if (written === 0) {
    console.log('[db] no schema changed since the last commit: no migration written');
  }
}

function uniqueSchemas() {
  return [...new Map(schemas.map((entry) => [entry.schema, entry])).values()];
}

function gitShow(schema) {
  try {
    return execFileSync('git', ['show', `HEAD:${relative(root, schema)}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

function writeTemp(folder, name, content) {
  const file = join(folder, `${name}.prisma`);
  writeFileSync(file, content);
  return file;
}

async function ensureDatabase(database) {
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (rowCount === 0) {
      await admin.query(`CREATE DATABASE "${database}"`);
      console.log(`[db] created database ${database}`);
    }
  } finally {
    await admin.end();
  }
}

/** `prisma migrate deploy`, asynchronously: each run idles ~10 s on its connection pool before exiting. */
function prismaAsync(args, schema, databaseUrlValue) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(prismaBin, [...args, '--config', config], {
      cwd: dirname(schema),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: prismaEnv(schema, databaseUrlValue),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(output)
        : reject(new Error(`prisma ${args.join(' ')} failed for ${relative(root, schema)}:\n${output}`)),
    );
  });
}

async function migrate(test) {
  const targets = schemas
    .filter(({ testOnly }) => test || !testOnly)
    .map((entry) => ({ ...entry, target: test ? `${entry.database}_test` : entry.database }));
  for (const { target } of targets) {
    await ensureDatabase(target);
  }
  // All databases at once: the runs are independent and mostly wait.
  await Promise.all(
    targets.map(async ({ name, schema, target }) => {
      await prismaAsync(['migrate', 'deploy'], schema, databaseUrl(target));
      console.log(`[db] ${name}: ${target} is up to date`);
    }),
  );
}

/** A deployment's migration: the database exists (made by its operator), DATABASE_URL names it. */
async function deploy(service) {
  const entry = schemas.find(({ name, testOnly }) => name === service && !testOnly);
  if (!entry) {
    throw new Error(
      `usage: node scripts/db.mjs deploy <service>, one of ${schemas
        .filter((s) => !s.testOnly)
        .map((s) => s.name)
        .join(', ')}`,
    );
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL must name the database to migrate');
  }
  await prismaAsync(['migrate', 'deploy'], entry.schema, url);
  console.log(`[db] ${service}: ${new URL(url).pathname.slice(1)} is up to date`);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [command, argument] = process.argv.slice(2);
  try {
    switch (command) {
      case 'generate':
        generate();
        break;
      case 'migration':
        migration(argument);
        break;
      case 'migrate':
        await migrate(argument === '--test');
        break;
      case 'deploy':
        await deploy(argument);
        break;
      default:
        throw new Error('usage: node scripts/db.mjs generate | migration <name> | migrate [--test] | deploy <service>');
    }
  } catch (error) {
    console.error(`[db] ${error.message}`);
    process.exit(1);
  }
}
