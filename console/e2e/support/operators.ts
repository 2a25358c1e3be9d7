import { expect, type APIRequestContext } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';
import { databaseUrl } from '../../../scripts/db.mjs';
import { PID_FILE } from './global-setup';

/*
 * What the operators' browser test needs of the stack under test: the operator flag granted with the
 * documented command on the harness's identity database, Kafka, payments' database (to see a replayed
 * event handled once), the operator token's view of /ops, and one service of the harness paused and
 * resumed (scripts/supervisor.mjs stops the whole stack when a child exits, so "stopped" here is
 * SIGSTOP: the process is frozen, its consumer reads nothing, and SIGCONT lets it go on).
 */

/** The harness's test databases (global-setup's CALLSHEET_DATABASE_SUFFIX), unless told otherwise. */
const SUFFIX = process.env.CONSOLE_E2E_URL ? (process.env.CALLSHEET_DATABASE_SUFFIX ?? '') : '_test';

export const REDIS_URL = process.env.REDIS_URL ?? `redis://127.0.0.1:${process.env.REDIS_PORT ?? '6379'}`;
export const BULL_PREFIX = process.env.BULLMQ_PREFIX ?? 'bull';
/** scripts/services.mjs' operator token: the stack's scripts' way into /ops. */
const OPS_TOKEN = process.env.OPS_TOKEN ?? 'local-operator-token-change-me';

export function identityDatabaseUrl(): string {
  return databaseUrl(`callsheet_identity${SUFFIX}`);
}

export function kafka(): Kafka {
  const brokers = (process.env.KAFKA_BROKERS ?? `127.0.0.1:${process.env.KAFKA_PORT ?? '9092'}`).split(',');
  return new Kafka({ clientId: 'console-e2e-operators', brokers, logLevel: logLevel.NOTHING });
}

/** Rows of payments' database. */
export async function paymentsQuery(sql: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl(`callsheet_payments${SUFFIX}`) });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/** GET /ops/… with the operator token (what a script sees), parsed. */
export async function opsGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${OPS_TOKEN}` } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A consumer group's lag on a topic, as GET /ops/topics reports it (undefined when either is not listed). */
export async function groupLag(request: APIRequestContext, topic: string, group: string): Promise<number | undefined> {
  const topics = await opsGet<{ data: { name: string; consumerGroups: { groupId: string; lag: number }[] }[] }>(
    request,
    '/ops/topics?limit=100',
  );
  return topics.data.find((entry) => entry.name === topic)?.consumerGroups.find((entry) => entry.groupId === group)
    ?.lag;
}

/** Messages published to a topic with an event type no consumer takes (each skips it and moves on, nothing dead-lettered). */
export async function publishProbes(topic: string, count: number): Promise<void> {
  const producer = kafka().producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    await producer.send({
      topic,
      acks: -1,
      messages: Array.from({ length: count }, (_, index) => ({
        key: `console-e2e-lag-${index}`,
        value: Buffer.from('lag probe'),
        // A well-formed envelope (the consumers dead-letter a message without a UUID event id) of a type none takes.
        headers: { 'event-type': 'callsheet.console.v1.LagProbe', 'event-id': randomUUID() },
      })),
    });
  } finally {
    await producer.disconnect();
  }
}

/** Whether the harness started this stack (its services can be paused); not with CONSOLE_E2E_URL. */
export function harnessStack(): boolean {
  return !process.env.CONSOLE_E2E_URL && existsSync(PID_FILE);
}

/** The process id of one service the harness's supervisor runs (services/<name>/dist/main.js). */
export function serviceProcess(name: string): number {
  const supervisor = readFileSync(PID_FILE, 'utf8').trim();
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', supervisor], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const entry = `services/${name}/dist/main.js`;
  const pid = children.find((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8')
        .split('\0')
        .some((arg) => arg.endsWith(entry));
    } catch {
      return false;
    }
  });
  if (!pid) {
    throw new Error(`no ${entry} among the supervisor's (${supervisor}) children`);
  }
  return Number(pid);
}

/** Freezes a service of the harness (its consumers stop reading) until `resume`. */
export function pauseService(pid: number): void {
  process.kill(pid, 'SIGSTOP');
}

export function resumeService(pid: number): void {
  process.kill(pid, 'SIGCONT');
}
