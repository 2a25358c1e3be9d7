#!/usr/bin/env node
// Runs every service as a child process with prefixed, coloured logs; stops them all on Ctrl-C
// (SIGINT) or SIGTERM, or when one of them dies, and exits only when none is left.
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemo } from './seed-demo.mjs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consolePort, gatewayPort, opsToken, serviceProcesses } from './services.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const colours = [36, 35, 33, 32, 34, 31];
const STOP_GRACE_MS = 15_000;
// CALLSHEET_DATABASE_SUFFIX: the console's browser tests run the stack on their own databases.
const processes = serviceProcesses({ databaseSuffix: process.env.CALLSHEET_DATABASE_SUFFIX ?? '' });
const width = Math.max(...processes.map((entry) => entry.name.length));
const children = new Map();
let stopping = false;
let exitCode = 0;

function prefix(name, index) {
  const colour = process.stdout.isTTY ? colours[index % colours.length] : undefined;
  const label = name.padEnd(width);
  return colour ? `\x1b[${colour}m${label}\x1b[0m │ ` : `${label} │ `;
}

/** pino writes JSON; show it as "time level message {details}" and anything else as is. */
function readable(line) {
  try {
    const { time, level, msg, service: _service, pid: _pid, hostname: _hostname, ...details } = JSON.parse(line);
    const rest = Object.keys(details).length > 0 ? ` ${JSON.stringify(details)}` : '';
    return `${String(time ?? '').slice(11, 23)} ${String(level ?? '').padEnd(5)} ${msg ?? ''}${rest}`;
  } catch {
    return line;
  }
}

function start(entry, index) {
  const child = spawn(process.execPath, [join(root, entry.entry)], {
    cwd: root,
    env: { ...process.env, ...entry.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = prefix(entry.name, index);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${label}${readable(line)}\n`));
  }
  child.on('exit', (code, signal) => {
    children.delete(entry.name);
    process.stdout.write(`${label}exited (${signal ?? `code ${code}`})\n`);
    if (!stopping) {
      exitCode = 1;
      stopAll(`${entry.name} stopped unexpectedly`);
    } else if (children.size === 0) {
      process.exit(exitCode);
    }
  });
  children.set(entry.name, child);
}

function stopAll(reason) {
  if (stopping) {
    return;
  }
  stopping = true;
  process.stdout.write(`\n[supervisor] ${reason}: stopping ${children.size} process(es)\n`);
  if (children.size === 0) {
    process.exit(exitCode);
  }
  for (const child of children.values()) {
    child.kill('SIGTERM');
  }
  setTimeout(() => {
    for (const [name, child] of children) {
      process.stdout.write(`[supervisor] ${name} did not stop in ${STOP_GRACE_MS} ms: killing it\n`);
      child.kill('SIGKILL');
    }
  }, STOP_GRACE_MS).unref();
}

async function waitUntilReady() {
  const deadline = Date.now() + 120_000;
  const pending = new Set(processes.map((entry) => entry.name));
  while (pending.size > 0 && !stopping) {
    for (const entry of processes.filter((candidate) => pending.has(candidate.name))) {
      const ok = await fetch(entry.readyUrl).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        pending.delete(entry.name);
      }
    }
    if (Date.now() > deadline) {
      exitCode = 1;
      stopAll(`not ready after 120 s: ${[...pending].join(', ')}`);
      return;
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 500));
  }
  if (stopping) {
    return;
  }
  const base = `http://127.0.0.1:${gatewayPort}`;
  try {
    await seedDemo(base);
  } catch (error) {
    process.stdout.write(`\n[seed] demo data not created: ${error instanceof Error ? error.message : String(error)}\n`);
  }
  process.stdout.write(
    [
      '',
      'Callsheet is running:',
      `  Console            http://localhost:${consolePort}/`,
      `  API (gateway)      ${base}/api, ${base}/public`,
      `  Feature config     ${base}/public/config`,
      `  OpenAPI            ${base}/docs  (JSON: ${base}/docs-json)`,
      `  Health, metrics    ${base}/health/ready, ${base}/metrics (operator token as bearer)`,
      `  Kafka topics       curl -H 'Authorization: Bearer ${opsToken}' ${base}/ops/topics`,
      ...processes
        .filter((entry) => entry.name !== 'gateway' && entry.name !== 'console')
        .map((entry) => `  ${entry.name.padEnd(18)} ${entry.readyUrl}`),
      `  Mail catcher       http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? 1080}`,
      `  Demo members       ${DEMO_MEMBERS.map((member) => member.email).join(', ')} (password ${DEMO_PASSWORD})`,
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

process.on('SIGINT', () => stopAll('Ctrl-C'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
processes.forEach(start);
await waitUntilReady();
