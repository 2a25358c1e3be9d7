import { defineConfig } from '@playwright/test';
import { consoleUrl } from './e2e/support/stack';

/**
 * Browser tests against the real gateway and services, in Debian's Chromium (no browser download
 * works on these machines). The global set-up starts the whole stack on its own ports and test
 * databases unless CONSOLE_E2E_URL points at a running console (then MAIL_HTTP_PORT names its mail catcher).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Two files at a time: the machines have two cores, and each test waits on the services most of the time.
  workers: Number(process.env.CONSOLE_E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  // operators.spec.ts freezes the payments service for a few seconds (a consumer's lag, then its drain):
  // it runs after every other file, alone, so that no other test calls payments meanwhile.
  projects: [
    { name: 'console', testIgnore: /operators\.spec\.ts$/ },
    { name: 'operators', testMatch: /operators\.spec\.ts$/, dependencies: ['console'] },
  ],
  use: {
    baseURL: consoleUrl(),
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
