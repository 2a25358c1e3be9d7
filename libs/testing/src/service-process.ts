import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repo.js';
import { waitFor } from './wait-for.js';

export interface ServiceProcess {
  name: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs a built service (`services/<name>/dist/main.js`) as its own process, as in production, and
 * waits until `readyUrl` answers 200. Its output is kept for the failure message.
 */
/**
 * Service processes still running. Jest's --forceExit ends the test process without afterAll: they go
 * down with it (one listener for all: a scale-out bench runs a dozen at once).
 */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export async function startServiceProcess(
  name: string,
  env: Record<string, string>,
  readyUrl: string,
  timeoutMs = 60_000,
  /** Flags for node itself (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
  nodeArgs: readonly string[] = [],
): Promise<ServiceProcess> {
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, join(repoRoot, 'services', name, 'dist', 'main.js')], {
    cwd: repoRoot,
    // Every test client signs up from 127.0.0.1: suites that create many members lift identity's
    // per-address limit and the gateway's rate limit; the tests of the limits set them back.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PUBLIC_LIMIT_PER_ADDRESS: '100000',
      RATE_LIMIT_PER_MEMBER: '1000000',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A service that does not stop within 15 s of SIGTERM is killed: a hung stop must not leave a
  // process answering the next run's readiness checks on the same port.
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  running.add(child);
  child.once('exit', () => running.delete(child));
  try {
    await waitFor(
      `${name} to answer ${readyUrl}`,
      async () => {
        if (child.exitCode !== null) {
          throw new Error(`${name} exited with code ${child.exitCode}`);
        }
        const response = await fetch(readyUrl);
        return response.ok ? true : undefined;
      },
      { timeoutMs, intervalMs: 250 },
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- ${name} output ---\n${output}`, { cause: error });
  }
  return { name, process: child, output: () => output, stop };
}
