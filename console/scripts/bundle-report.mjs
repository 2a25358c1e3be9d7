#!/usr/bin/env node
// Prints the production bundle table (every JavaScript chunk, raw and gzipped) and what each route
// loads: the entry with its static imports, plus the route's own chunk with its static imports.
// Fails when /login loads more than 300 kB of gzipped JavaScript (the budget).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const LOGIN_BUDGET_KB = 300;

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}

/** The JavaScript files a manifest entry loads before it runs: itself and its static imports. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) {
    return files;
  }
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) {
    staticClosure(imported, files);
  }
  return files;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
const chunks = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index)
  .sort((a, b) => size(b).gzip - size(a).gzip);

console.log('\nchunk                                              raw kB   gzip kB');
for (const file of chunks) {
  console.log(`${file.padEnd(48)} ${kb(size(file).raw)}  ${kb(size(file).gzip)}`);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routes = {
  '/login': 'src/pages/LoginPage.tsx',
  '/register': 'src/pages/RegisterPage.tsx',
  '/forgot-password': 'src/pages/ForgotPasswordPage.tsx',
  '/verify-email': 'src/pages/VerifyEmailPage.tsx',
  '/invite': 'src/pages/InvitePage.tsx',
  '/landing': 'src/landing/LandingPage.tsx',
  '/account': 'src/account/AccountSettings.tsx',
  '/talent': 'src/resources/talent/TalentList.tsx',
};
console.log('\nroute                JS files   gzip kB (entry + route chunk + their static imports)');
let loginGzip = 0;
for (const [route, source] of Object.entries(routes)) {
  const files = staticClosure(source, staticClosure(entryKey));
  const gzip = [...files].reduce((total, file) => total + size(file).gzip, 0);
  if (route === '/login') {
    loginGzip = gzip;
  }
  console.log(`${route.padEnd(20)} ${String(files.size).padStart(8)}  ${kb(gzip)}`);
}
if (loginGzip / 1024 > LOGIN_BUDGET_KB) {
  console.error(
    `\n/login loads ${(loginGzip / 1024).toFixed(1)} kB of gzipped JavaScript: over the ${LOGIN_BUDGET_KB} kB budget`,
  );
  process.exit(1);
}
console.log(`\n/login: ${(loginGzip / 1024).toFixed(1)} kB gzipped, within the ${LOGIN_BUDGET_KB} kB budget`);
