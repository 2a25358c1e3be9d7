// Jest global set-up for integration and end-to-end tests (plain JavaScript: Jest loads it with
// Node's own loader). Brings up the real infrastructure with the same script developers and CI use
// (idempotent, fast when it already runs) and migrates the *_test databases.
// CALLSHEET_INFRA=external skips the first step where the infrastructure is managed elsewhere.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function run(command, args, what) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${what} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

// Jest calls the global set-up once per project (integration, e2e); once per run is enough.
let done = false;

export default function globalSetup() {
  if (done) {
    return;
  }
  done = true;
  if (process.env.CALLSHEET_INFRA !== 'external') {
    run(
      'bash',
      [join(root, 'scripts', 'infra', 'infra.sh'), 'up'],
      'Starting the infrastructure (scripts/infra/infra.sh up)',
    );
  }
  run(process.execPath, [join(root, 'scripts', 'db.mjs'), 'migrate', '--test'], 'Migrating the test databases');
}
