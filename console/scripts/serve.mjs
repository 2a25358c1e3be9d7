#!/usr/bin/env node
// Serves the console for `npm start` (scripts/supervisor.mjs runs it like a service): builds the
// production bundle when it is missing or older than the sources, then `vite preview` on CONSOLE_PORT
// (5173) with /api, /public, /docs, /webhooks and /ops proxied to the gateway, so the console is same-origin
// with the API. Production serves dist/ as static files and sets the API origin in dist/config.js.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtAt = existsSync(join(root, 'dist', 'index.html')) ? statSync(join(root, 'dist', 'index.html')).mtimeMs : 0;

function newestSource(path) {
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesAt = Math.max(
  newestSource(join(root, 'src')),
  newestSource(join(root, 'public')),
  statSync(join(root, 'index.html')).mtimeMs,
  statSync(join(root, 'vite.config.ts')).mtimeMs,
);
if (sourcesAt > builtAt || process.env.CONSOLE_REBUILD === '1') {
  console.log('building the console (sources changed since the last build)');
  await build({ root, logLevel: 'warn' });
  const report = spawnSync(process.execPath, [join(root, 'scripts', 'bundle-report.mjs')], { stdio: 'inherit' });
  if (report.status !== 0) {
    console.warn('bundle report: over budget (see above)');
  }
}

const server = await preview({ root, logLevel: 'info' });
const address = server.resolvedUrls?.local[0] ?? `http://localhost:${process.env.CONSOLE_PORT ?? 5173}/`;
console.log(`console ready at ${address}`);

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
