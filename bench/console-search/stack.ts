// The stack the typing benchmark measures: every service and the console, as `npm start` runs them
// (scripts/services.mjs gives each its command and environment), except that the profiles service
// reads the 1,000,000-profile benchmark database (callsheet_profiles_bench) and the other services
// their *_test databases, on ports of their own. No demo data is seeded: it would add profiles to the
// benchmark database. The services consume the same Kafka topics and groups as any other local stack,
// so no other stack may run meanwhile (start refuses when one answers).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Clear of npm start (3000-3005, 5173), the browser tests' harness (3520-3530) and the Jest suites (3100-3185). */
export const PORTS = {
  gateway: 3540,
  identity: 3541,
  profiles: 3542,
  productions: 3543,
  connections: 3544,
  payments: 3545,
  console: 3550,
} as const;

/** Where another local stack would answer: its services would share this one's Kafka consumer groups. */
const OTHER_STACKS = ['http://127.0.0.1:3000/health/ready', 'http://127.0.0.1:3520/health/ready'];
const READY_TIMEOUT_MS = 180_000;

export const STACK_LOG = join(tmpdir(), 'callsheet-console-search-stack.log');

interface ServiceProcess {
  name: string;
  entry: string;
  readyUrl: string;
  env: Record<string, string>;
}

export interface Stack {
  gateway: string;
  console: string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'warn' } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
  }
}

/** Starts the stack; `profilesDatabaseUrl` is the benchmark database's. */
export async function startStack(profilesDatabaseUrl: string): Promise<Stack> {
  for (const url of OTHER_STACKS) {
    if (await answers(url)) {
      throw new Error(`another stack answers at ${url}: stop it first (both would consume the same Kafka groups)`);
    }
  }
  run('bash', ['scripts/infra/infra.sh', 'up']);
  run(process.execPath, ['scripts/db.mjs', 'migrate', '--test']);

  // scripts/services.mjs reads the ports from the environment when it is loaded.
  Object.assign(process.env, {
    GATEWAY_PORT: String(PORTS.gateway),
    IDENTITY_HEALTH_PORT: String(PORTS.identity),
    PROFILES_HEALTH_PORT: String(PORTS.profiles),
    PRODUCTIONS_HEALTH_PORT: String(PORTS.productions),
    CONNECTIONS_HEALTH_PORT: String(PORTS.connections),
    PAYMENTS_HEALTH_PORT: String(PORTS.payments),
    CONSOLE_PORT: String(PORTS.console),
    APP_URL: `http://127.0.0.1:${PORTS.console}`,
    LOG_LEVEL: 'warn',
  });
  const { serviceProcesses } = (await import(join(root, 'scripts', 'services.mjs'))) as {
    serviceProcesses: (options: { databaseSuffix: string }) => ServiceProcess[];
  };
  const processes = serviceProcesses({ databaseSuffix: '_test' }).map((entry) =>
    entry.name === 'profiles' ? { ...entry, env: { ...entry.env, DATABASE_URL: profilesDatabaseUrl } } : entry,
  );

  const log = openSync(STACK_LOG, 'w');
  const children: ChildProcess[] = processes.map((entry) =>
    spawn(process.execPath, [join(root, entry.entry)], {
      cwd: root,
      env: { ...process.env, ...entry.env },
      stdio: ['ignore', log, log],
    }),
  );
  const stop = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolveExit) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              resolveExit();
              return;
            }
            const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
            child.once('exit', () => {
              clearTimeout(kill);
              resolveExit();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    closeSync(log);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  try {
    for (const entry of processes) {
      while (!(await answers(entry.readyUrl))) {
        const exited = children.find((child) => child.exitCode !== null);
        if (exited || Date.now() > deadline) {
          throw new Error(`${entry.name} is not ready (${entry.readyUrl}); see ${STACK_LOG}`);
        }
        await new Promise((resolveDelay) => setTimeout(resolveDelay, 500));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { gateway: `http://127.0.0.1:${PORTS.gateway}`, console: `http://127.0.0.1:${PORTS.console}`, stop };
}
