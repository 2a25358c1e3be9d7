import { existsSync, readFileSync, rmSync } from 'node:fs';
import { waitFor } from '@callsheet/testing';
import { PID_FILE } from './global-setup';

/** Stops the supervisor the set-up started (it stops every service and the console, then exits). */
export default async function globalTeardown(): Promise<void> {
  if (process.env.CONSOLE_E2E_URL || !existsSync(PID_FILE)) {
    return;
  }
  const pid = Number(readFileSync(PID_FILE, 'utf8'));
  rmSync(PID_FILE);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  try {
    await waitFor('the stack to stop', () => (running(pid) ? undefined : true), { timeoutMs: 30_000, intervalMs: 250 });
  } catch {
    process.kill(pid, 'SIGKILL');
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
