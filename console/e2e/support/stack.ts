/**
 * Where the stack under test answers. Without CONSOLE_E2E_URL the global set-up starts its own on
 * these ports (clear of npm start's 3000-3005/5173 and the Jest suites' 3100-3185).
 */
export const HARNESS_PORTS = {
  gateway: 3520,
  identity: 3521,
  profiles: 3522,
  productions: 3523,
  connections: 3524,
  payments: 3525,
  console: 3530,
} as const;

export function consoleUrl(): string {
  return (process.env.CONSOLE_E2E_URL ?? `http://127.0.0.1:${HARNESS_PORTS.console}`).replace(/\/$/, '');
}

export function mailUrl(): string {
  return `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? '1080'}`;
}
