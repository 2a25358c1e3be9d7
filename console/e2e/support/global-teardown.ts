import { existsSync, readFileSync, rmSync } from 'node:fs';
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
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(pid, 'SIGKILL');
}
