import {
  infra,
  type InfraComponent,
  kafkaBrokers,
  repoRoot,
  startServiceProcess,
  testDatabaseUrl,
  waitFor,
  type ServiceProcess,
} from '@callsheet/testing';
import { type Kafka, type KafkaMessage } from 'kafkajs';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

/*
 * What the fault tests share: the services as real processes that a test may kill and restart, the
 * infrastructure the same tests stop and start (scripts/infra/infra.sh through infra()), and exact
 * reads of the final state (PostgreSQL, Kafka topics, MailDev). Every address derives from the same
 * variables scripts/infra reads (PG_PORT, REDIS_PORT, KAFKA_BROKERS, STRIPE_MOCK_PORT, SMTP_PORT,
 * MAIL_HTTP_PORT), so with none set the tests use the default local stack.
 */
export const stack = {
  kafkaBrokers: kafkaBrokers.join(','),
  redisUrl: process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.REDIS_PORT ?? '6379'}`,
  stripeMockUrl: `http://127.0.0.1:${process.env.STRIPE_MOCK_PORT ?? '12111'}`,
  smtpUrl: `smtp://127.0.0.1:${process.env.SMTP_PORT ?? '1025'}`,
  mailApi: `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? '1080'}/api/email`,
};

export type ServiceName = 'identity' | 'profiles' | 'productions' | 'connections' | 'payments' | 'gateway';

export interface ServiceSpec {
  /** The port /health/ready answers on (the gateway's HTTP port, a service's HEALTH_PORT). */
  port: number;
  env: Record<string, string>;
}

/** The services of one spec file, started once and killed / restarted by its cases. */
export class Services {
  private readonly running = new Map<ServiceName, ServiceProcess>();
  /** The output of processes that were killed, for failure messages. */
  private readonly earlier: string[] = [];

  constructor(private readonly specs: Partial<Record<ServiceName, ServiceSpec>>) {
    // Jest may end the run (--forceExit, a timeout) without afterAll: never leave a service behind.
    process.once('exit', () => {
      for (const service of this.running.values()) {
        service.process.kill('SIGKILL');
      }
    });
  }

  async start(...names: ServiceName[]): Promise<void> {
    await Promise.all(
      names.map(async (name) => {
        const spec = this.specs[name]!;
        // A process left on the port would answer the readiness probe in place of ours.
        const stranger = await fetch(`http://127.0.0.1:${spec.port}/health/live`).then(
          () => true,
          () => false,
        );
        if (stranger) {
          throw new Error(`port ${spec.port} (${name}) is held by another process; stop it first`);
        }
        const env = {
          KAFKA_BROKERS: stack.kafkaBrokers,
          LOG_LEVEL: 'warn',
          ...(name === 'gateway'
            ? { GATEWAY_PORT: String(spec.port) }
            : { DATABASE_URL: testDatabaseUrl(`callsheet_${name}`), HEALTH_PORT: String(spec.port) }),
          ...spec.env,
        };
        this.running.set(
          name,
          await startServiceProcess(name, env, `http://127.0.0.1:${spec.port}/health/ready`, 90_000),
        );
      }),
    );
  }

  /** SIGKILL: no shutdown hook runs, in-flight work is simply lost. Resolves once the process is gone. */
  async kill(name: ServiceName): Promise<void> {
    const service = this.running.get(name);
    if (!service) {
      return;
    }
    this.running.delete(name);
    const child = service.process;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    }
    this.earlier.push(`--- ${name} (killed) ---\n${service.output()}`);
  }

  /**
   * SIGTERM, as Kubernetes stops a pod: waits up to `graceMs` for the process to exit (then SIGKILLs it,
   * as the kubelet would) and answers how it ended and how long it took.
   */
  async terminate(
    name: ServiceName,
    graceMs: number,
  ): Promise<{ exitCode: number | null; signal: NodeJS.Signals | null; ms: number }> {
    const service = this.running.get(name);
    if (!service) {
      throw new Error(`${name} is not running`);
    }
    this.running.delete(name);
    const child = service.process;
    const started = Date.now();
    const exited = new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
    );
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    this.earlier.push(`--- ${name} (terminated) ---\n${service.output()}`);
    return { exitCode: child.exitCode, signal: child.signalCode, ms: Date.now() - started };
  }

  /** Whether the process is still alive (a service must survive an infrastructure outage). */
  alive(name: ServiceName): boolean {
    const child = this.running.get(name)?.process;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  }

  /** Waits until the service answers /health/ready again (after an outage of what it depends on). */
  async ready(name: ServiceName, timeoutMs = 60_000): Promise<void> {
    const url = `http://127.0.0.1:${this.specs[name]!.port}/health/ready`;
    await waitFor(
      `${name} to be ready again`,
      async () => {
        if (!this.alive(name)) {
          throw new Error(`${name} exited:\n${this.output(name)}`);
        }
        return (await fetch(url)).ok ? true : undefined;
      },
      { timeoutMs, intervalMs: 250 },
    );
  }

  output(name: ServiceName): string {
    return this.running.get(name)?.output() ?? '';
  }

  /** Everything the processes printed (warnings and errors: LOG_LEVEL=warn), for a failure's diagnosis. */
  allOutput(): string {
    return [...this.earlier, ...[...this.running].map(([name, service]) => `--- ${name} ---\n${service.output()}`)]
      .filter((text) => !text.endsWith('---\n'))
      .join('\n');
  }

  /** SIGTERM to all at once; one still running 10 s later is killed and named in the answer. */
  async stopAll(): Promise<ServiceName[]> {
    const stuck: ServiceName[] = [];
    const services = [...this.running];
    this.running.clear();
    await Promise.all(
      services.map(async ([name, service]) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 10_000)));
        if ((await Promise.race([service.stop(), late])) === 'late') {
          stuck.push(name);
          service.process.kill('SIGKILL');
        }
        clearTimeout(timer);
      }),
    );
    return stuck;
  }
}

/**
 * scripts/infra/infra.sh up|down for one component, without blocking the test's event loop (infra()
 * waits synchronously): the load and the clients of a case go on while a component stops and starts.
 */
export async function infraAsync(command: 'up' | 'down', component: InfraComponent): Promise<void> {
  const child = spawn('bash', [join(repoRoot, 'scripts', 'infra', 'infra.sh'), command, component], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    throw new Error(`infra.sh ${command} ${component} failed (${code}):\n${output}`);
  }
}

/** The whole infrastructure up (idempotent and quick when it runs), after a case that may have failed mid-outage. */
export function allInfraUp(): void {
  infra('up');
}

/** A small pool on one service's test database that survives a PostgreSQL restart (broken clients are dropped). */
export function database(service: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: testDatabaseUrl(`callsheet_${service}`), max: 2 });
  pool.on('error', () => undefined);
  return pool;
}

export async function rows<T = Record<string, unknown>>(pool: pg.Pool, sql: string, params: unknown[] = []) {
  return (await pool.query(sql, params)).rows as T[];
}

/** The short event type (callsheet.payments.v1.InvoicePaid → InvoicePaid). */
export function shortType(type: string): string {
  return type.slice(type.lastIndexOf('.') + 1);
}

export interface TopicMessage {
  topic: string;
  key: string;
  eventId: string;
  eventType: string;
  partition: number;
  offset: string;
  message: KafkaMessage;
}

/**
 * Every message on these topics up to their current end (the high watermarks read first), read from
 * the beginning by one throwaway consumer group: an exact count, without a fixed wait. One read for
 * several topics, since joining a group costs seconds.
 */
export async function topicMessages(kafka: Kafka, topics: string | string[]): Promise<TopicMessage[]> {
  const names = [...new Set(Array.isArray(topics) ? topics : [topics])];
  if (process.env.FAULT_TRACE) {
    process.stderr.write(`[fault ${new Date().toISOString()}] reading ${names.join(', ')}\n`);
  }
  const admin = kafka.admin();
  await admin.connect();
  const remaining = new Map<string, bigint>();
  try {
    for (const topic of names) {
      for (const offset of await admin.fetchTopicOffsets(topic)) {
        if (BigInt(offset.high) > BigInt(offset.low)) {
          remaining.set(`${topic}/${offset.partition}`, BigInt(offset.high));
        }
      }
    }
  } finally {
    await admin.disconnect();
  }
  const found: TopicMessage[] = [];
  if (remaining.size === 0) {
    return found;
  }
  // Short fetch waits: leaving the group waits for the fetch in flight (5 s by default).
  const consumer = kafka.consumer({ groupId: `fault-read-${randomUUID()}`, maxWaitTimeInMs: 100 });
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: names, fromBeginning: true });
    await consumer.run({
      eachMessage: ({ topic, partition, message }) => {
        const high = remaining.get(`${topic}/${partition}`);
        if (high !== undefined && BigInt(message.offset) < high) {
          found.push({
            topic,
            key: message.key?.toString() ?? '',
            eventId: message.headers?.['event-id']?.toString() ?? '',
            eventType: shortType(message.headers?.['event-type']?.toString() ?? ''),
            partition,
            offset: message.offset,
            message,
          });
          if (BigInt(message.offset) + 1n >= high) {
            remaining.delete(`${topic}/${partition}`);
          }
        }
        return Promise.resolve();
      },
    });
    await waitFor(
      `the messages of ${names.join(', ')} up to their end`,
      () => (remaining.size === 0 ? true : undefined),
      {
        timeoutMs: 30_000,
      },
    );
  } finally {
    await consumer.disconnect();
  }
  return found;
}

/** How many messages each event id has among these (a duplicate publication shows as 2). */
export function countsByEventId(messages: TopicMessage[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const message of messages) {
    counts[message.eventId] = (counts[message.eventId] ?? 0) + 1;
  }
  return counts;
}

interface CaughtMail {
  to: { address: string }[];
  subject: string;
}

/** The mails MailDev caught for each of these addresses. */
export async function mailsTo(addresses: string[]): Promise<Record<string, string[]>> {
  const mails = (await (await fetch(stack.mailApi)).json()) as CaughtMail[];
  return Object.fromEntries(
    addresses.map((address) => [
      address,
      mails
        .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()))
        .map((mail) => mail.subject),
    ]),
  );
}
