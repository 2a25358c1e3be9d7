import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kafkaBrokers, testDatabaseUrl } from './database.js';
import { freePorts } from './free-port.js';
import { repoRoot } from './repo.js';
import { createTestBucket, deleteTestBucket, s3TestEnvironment } from './s3.js';
import { startServiceProcess, type ServiceProcess } from './service-process.js';
import { waitFor } from './wait-for.js';

/*
 * The end-to-end tests' shared stack: every service and the gateway started once for the whole e2e
 * project by its Jest global set-up (libs/testing/jest-e2e-setup.mjs), on ports the operating system
 * hands out, against the *_test databases, with their files in a bucket of its own on the local S3
 * server (FILE_STORAGE=s3, as in production: every photo, upload and report of the tests goes through
 * the S3 adapter). The set-up passes what the test files need in CALLSHEET_E2E_STACK (read it with
 * `e2eStack()`), and answers on a small control endpoint through which a file that needs another
 * configuration of a service (lower limits, a switched-off feature, a service that is down) changes it
 * for its own duration. The files run one after another (--runInBand).
 */

export const BACKEND_SERVICES = ['identity', 'profiles', 'productions', 'connections', 'payments'] as const;
export type BackendService = (typeof BACKEND_SERVICES)[number];
export type StackService = BackendService | 'gateway';

/** What a test file gets from the shared stack. */
export interface E2eStack {
  gatewayUrl: string;
  /** The operators' bearer token (/ops, /metrics). */
  opsToken: string;
  /** The gateway's Stripe webhook signing secret. */
  webhookSecret: string;
  /**
   * The S3 bucket the gateway, profiles and payments keep their files in (FILE_STORAGE=s3, as in
   * production), on scripts/infra's S3 server: photos, uploads, identity documents, transfer reports.
   */
  fileBucket: string;
  /** A scratch directory for the files' own use (a configuration file to start a service with). */
  fileDir: string;
  /** The BullMQ key prefix of payments' queues (the gateway's queue board reads the same). */
  bullPrefix: string;
  redisUrl: string;
  /** Each service's *_test database. */
  databaseUrls: Record<BackendService, string>;
  /** Each process's readiness probe (its database, Kafka, and its consumer group holding partitions). */
  readyUrls: Record<StackService, string>;
  /** The set-up's control endpoint (startStackService, stopStackService). */
  controlUrl: string;
}

const STACK_VARIABLE = 'CALLSHEET_E2E_STACK';

/** The shared stack, as the global set-up described it. */
export function e2eStack(): E2eStack {
  const description = process.env[STACK_VARIABLE];
  if (!description) {
    throw new Error(`${STACK_VARIABLE} is not set: run end-to-end tests with jest --selectProjects e2e`);
  }
  return JSON.parse(description) as E2eStack;
}

/**
 * Runs a shared service with its shared environment plus `overrides`: starts it if it is stopped,
 * restarts it if it runs with other overrides, and does nothing if it already runs like that. A file
 * that changes a service calls this again without overrides when it is done.
 */
export async function startStackService(name: StackService, overrides: Record<string, string> = {}): Promise<void> {
  await control('start', name, overrides);
}

/**
 * Waits until every process of the shared stack is ready. Each test file starts with it
 * (test/e2e/support/stack-ready.ts): the file before may have restarted a service, or stopped
 * processes of its own, and the Kafka consumer groups they were in are then rebalancing.
 */
export async function waitForStackReady(): Promise<void> {
  const urls = Object.values(e2eStack().readyUrls);
  await waitFor(
    'the shared stack to be ready',
    async () => {
      const answers = await Promise.all(urls.map((url) => fetch(url).then((response) => response.ok)));
      return answers.every(Boolean) ? true : undefined;
    },
    { timeoutMs: 60_000 },
  );
}

/** Stops a shared service until `startStackService` starts it again. */
export async function stopStackService(name: StackService): Promise<void> {
  await control('stop', name, {});
}

async function control(action: 'start' | 'stop', name: StackService, overrides: Record<string, string>) {
  const response = await fetch(`${e2eStack().controlUrl}/services/${name}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(overrides),
  });
  if (!response.ok) {
    throw new Error(`${action} ${name} failed: ${await response.text()}`);
  }
}

/** The running stack, as the global set-up holds it. */
export interface RunningE2eStack {
  stack: E2eStack;
  stop(): Promise<void>;
}

interface Running {
  process: ServiceProcess;
  overrides: string;
}

/** Starts the shared stack and its control endpoint, and publishes its description to the test files. */
export async function startE2eStack(): Promise<RunningE2eStack> {
  const [gatewayPort, controlPort, ...healthPorts] = await freePorts(2 + BACKEND_SERVICES.length);
  const healthPort = (name: BackendService) => healthPorts[BACKEND_SERVICES.indexOf(name)];
  const stack: E2eStack = {
    gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
    opsToken: `e2e-operator-token-${randomUUID()}`,
    webhookSecret: `whsec_e2e_${randomUUID().replaceAll('-', '')}`,
    fileBucket: await createTestBucket('callsheet-e2e'),
    fileDir: mkdtempSync(join(tmpdir(), 'callsheet-e2e-files-')),
    bullPrefix: `e2e-${randomUUID()}`,
    redisUrl: process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.REDIS_PORT ?? '6379'}`,
    databaseUrls: Object.fromEntries(
      BACKEND_SERVICES.map((name) => [name, testDatabaseUrl(`callsheet_${name}`)]),
    ) as Record<BackendService, string>,
    readyUrls: {
      ...(Object.fromEntries(
        BACKEND_SERVICES.map((name) => [name, `http://127.0.0.1:${healthPort(name)}/health/ready`]),
      ) as Record<BackendService, string>),
      gateway: `http://127.0.0.1:${gatewayPort}/health/ready`,
    },
    controlUrl: `http://127.0.0.1:${controlPort}`,
  };
  const environments = sharedEnvironments(stack, healthPort, gatewayPort);
  const logs = join(repoRoot, '.data', 'logs');
  mkdirSync(logs, { recursive: true });

  const running = new Map<StackService, Running>();
  const start = async (name: StackService, overrides: Record<string, string>) => {
    const service = await startServiceProcess(
      name,
      { ...environments[name], ...overrides },
      stack.readyUrls[name],
      90_000,
    );
    // Each process's warnings and errors, for the diagnosis of a failed test (.data/logs/e2e-<name>.log).
    const log = createWriteStream(join(logs, `e2e-${name}.log`), { flags: 'a' });
    log.write(
      `--- ${new Date().toISOString()} ${name} started, pid ${service.process.pid}, ${JSON.stringify(overrides)}\n`,
    );
    log.write(service.output());
    service.process.stdout?.on('data', (chunk: Buffer) => log.write(chunk));
    service.process.stderr?.on('data', (chunk: Buffer) => log.write(chunk));
    service.process.once('exit', () => log.end());
    running.set(name, { process: service, overrides: JSON.stringify(overrides) });
  };
  const stop = async (name: StackService) => {
    await running.get(name)?.process.stop();
    running.delete(name);
  };

  // One request at a time: a file awaits each change before it goes on.
  let queue = Promise.resolve();
  const server = createServer((request, response) => {
    const [, services, name, action] = (request.url ?? '').split('/');
    const known = services === 'services' && [...BACKEND_SERVICES, 'gateway'].includes(name);
    if (request.method !== 'POST' || !known || !['start', 'stop'].includes(action)) {
      response.writeHead(404).end();
      return;
    }
    const service = name as StackService;
    queue = queue
      .then(async () => {
        const overrides = JSON.parse((await bodyOf(request)) || '{}') as Record<string, string>;
        const current = running.get(service);
        const alive = current?.process.process.exitCode === null && current.process.process.signalCode === null;
        if (action === 'stop') {
          await stop(service);
        } else if (!alive || current.overrides !== JSON.stringify(overrides)) {
          await stop(service);
          await start(service, overrides);
        }
        response.writeHead(204).end();
      })
      .catch((error: unknown) => {
        response.writeHead(500).end(error instanceof Error ? error.message : String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(controlPort, '127.0.0.1', resolve));

  const stopAll = async () => {
    server.closeAllConnections();
    await closeServer(server);
    await stop('gateway');
    await Promise.all(BACKEND_SERVICES.map(stop));
    rmSync(stack.fileDir, { recursive: true, force: true });
    // The server keeps objects in memory; a server already gone has nothing left to free.
    await deleteTestBucket(stack.fileBucket).catch(() => undefined);
  };
  try {
    // The services first: they provision the request and reply topics the gateway subscribes to.
    const started = await Promise.allSettled(BACKEND_SERVICES.map((name) => start(name, {})));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      throw failed.reason;
    }
    await start('gateway', {});
  } catch (error) {
    await stopAll();
    throw error;
  }
  process.env[STACK_VARIABLE] = JSON.stringify(stack);
  return { stack, stop: stopAll };
}

/** What each process of the stack runs with (scripts/services.mjs gives `npm start`'s). */
function sharedEnvironments(
  stack: E2eStack,
  healthPort: (name: BackendService) => number,
  gatewayPort: number,
): Record<StackService, Record<string, string>> {
  const common = { KAFKA_BROKERS: kafkaBrokers.join(','), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  const files = s3TestEnvironment(stack.fileBucket);
  const backend = (name: BackendService) => ({
    ...common,
    DATABASE_URL: stack.databaseUrls[name],
    HEALTH_PORT: String(healthPort(name)),
  });
  return {
    identity: {
      ...backend('identity'),
      REDIS_URL: stack.redisUrl,
      SMTP_URL: `smtp://127.0.0.1:${process.env.SMTP_PORT ?? '1025'}`,
      // Mailed links point at the console; the tests read them from the mail catcher.
      APP_URL: 'http://console.test',
    },
    profiles: { ...backend('profiles'), ...files },
    productions: backend('productions'),
    connections: backend('connections'),
    payments: {
      ...backend('payments'),
      REDIS_URL: stack.redisUrl,
      STRIPE_API_URL: `http://127.0.0.1:${process.env.STRIPE_MOCK_PORT ?? '12111'}`,
      ...files,
      BULLMQ_PREFIX: stack.bullPrefix,
    },
    gateway: {
      ...common,
      GATEWAY_PORT: String(gatewayPort),
      OPS_TOKEN: stack.opsToken,
      STRIPE_WEBHOOK_SECRET: stack.webhookSecret,
      ...files,
      BULLMQ_PREFIX: stack.bullPrefix,
      REDIS_URL: stack.redisUrl,
      // A file that switches a feature off in identity's configuration sees the change within half a second.
      FEATURE_CONFIG_TTL_MS: '500',
      // Tests may speak from client addresses of their own (X-Forwarded-For), so that per-address
      // limits count only their own requests; without the header the address is 127.0.0.1 as before.
      GATEWAY_TRUST_PROXY: '1',
    },
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
  }
  return body;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
