import { spawn, spawnSync } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '@callsheet/testing';
import { consoleUrl, HARNESS_PORTS } from './stack';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const PID_FILE = join(repo, 'console', 'test-results', 'stack.pid');
const READY_TIMEOUT_MS = 180_000;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: repo, env, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  }
}

/** Waits until `url` answers 200, until the deadline (the stack's log says why it does not). */
async function answers(url: string, deadline: number): Promise<void> {
  await waitFor(`${url} (see console/test-results/stack.log)`, async () => ((await fetch(url)).ok ? true : undefined), {
    timeoutMs: Math.max(0, deadline - Date.now()),
    intervalMs: 1000,
  });
}

/**
 * Starts what the browser tests need, unless CONSOLE_E2E_URL names a running console: the
 * infrastructure (idempotent), the test databases migrated, then scripts/supervisor.mjs (every
 * service, the demo seed and the console) on the harness's ports and the *_test databases.
 * The services run from dist: `npm run build` comes first (scripts/test.sh does it).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.CONSOLE_E2E_URL) {
    return;
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATEWAY_PORT: String(HARNESS_PORTS.gateway),
    IDENTITY_HEALTH_PORT: String(HARNESS_PORTS.identity),
    PROFILES_HEALTH_PORT: String(HARNESS_PORTS.profiles),
    PRODUCTIONS_HEALTH_PORT: String(HARNESS_PORTS.productions),
    CONNECTIONS_HEALTH_PORT: String(HARNESS_PORTS.connections),
    PAYMENTS_HEALTH_PORT: String(HARNESS_PORTS.payments),
    CONSOLE_PORT: String(HARNESS_PORTS.console),
    APP_URL: consoleUrl(),
    CALLSHEET_DATABASE_SUFFIX: '_test',
    // Every test registers members from 127.0.0.1: lift the per-address mail limit (20 per 10 minutes),
    // keep the per-email one (the 429 test relies on it).
    PUBLIC_LIMIT_PER_ADDRESS: '10000',
    LOG_LEVEL: 'warn',
  };
  run('bash', ['scripts/infra/infra.sh', 'up'], env);
  run(process.execPath, ['scripts/db.mjs', 'migrate', '--test'], env);
  spawnSync('mkdir', ['-p', dirname(PID_FILE)]);
  const log = openSync(join(repo, 'console', 'test-results', 'stack.log'), 'w');
  const supervisor = spawn(process.execPath, ['scripts/supervisor.mjs'], {
    cwd: repo,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  supervisor.unref();
  writeFileSync(PID_FILE, String(supervisor.pid));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  await answers(`http://127.0.0.1:${HARNESS_PORTS.gateway}/health/ready`, deadline);
  await answers(`${consoleUrl()}/`, deadline);
}
