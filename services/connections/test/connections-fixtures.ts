import { createRegistry } from '@bufbuild/protobuf';
import {
  file_callsheet_connections_v1_application,
  file_callsheet_connections_v1_connection,
} from '@callsheet/contracts';
import { uuid7 } from '@callsheet/kernel';
import { outboxReaders } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import type { StoredApplication } from '../src/application/application.repository.js';
import { ApplyCommand } from '../src/application/commands/apply/apply.command.js';
import type { ApplyInput } from '../src/application/domain/apply.rules.js';
import { ChangeConnectionCommand } from '../src/connection/commands/change-connection/change-connection.command.js';
import { RequestConnectionCommand } from '../src/connection/commands/request-connection/request-connection.command.js';
import type { StoredConnection } from '../src/connection/connection.repository.js';
import {
  type JobCopy,
  ReplicaRepository,
  type RepresentativeCopy,
  type TalentCopy,
} from '../src/replica/replica.repository.js';
import type { ConnectionsTestApp } from './connections-test-app.js';

// Profiles and jobs as this service keeps them (its copies, written by the replica's repository as the
// reactions write them), and connections and applications made through its own commands, each under
// accounts of their own, so that tests need no clean-up and run in any order.

export function newAccount(): string {
  return randomUUID();
}

/** The date `days` days from today (UTC), as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function replica(harness: ConnectionsTestApp): ReplicaRepository {
  return harness.app.get(ReplicaRepository);
}

export async function aTalent(harness: ConnectionsTestApp, overrides: Partial<TalentCopy> = {}): Promise<TalentCopy> {
  const talent: TalentCopy = {
    id: uuid7(),
    accountId: newAccount(),
    displayName: 'Ada Lovelace',
    minor: false,
    trustAccount: false,
    ...overrides,
  };
  await replica(harness).saveTalent(harness.db, talent);
  return talent;
}

export async function aRepresentative(
  harness: ConnectionsTestApp,
  overrides: Partial<RepresentativeCopy> = {},
): Promise<RepresentativeCopy> {
  const representative: RepresentativeCopy = {
    id: uuid7(),
    accountId: newAccount(),
    displayName: 'Bright Talent Agency',
    representationTypes: ['talentAgent', 'talentManager'],
    ...overrides,
  };
  await replica(harness).saveRepresentative(harness.db, representative);
  return representative;
}

/** An active job asking for no pre-screen, unless told otherwise. */
export async function aJob(harness: ConnectionsTestApp, overrides: Partial<JobCopy> = {}): Promise<JobCopy> {
  const job: JobCopy = {
    id: uuid7(),
    accountId: newAccount(),
    productionId: uuid7(),
    projectId: uuid7(),
    roleName: 'Lighthouse keeper',
    status: 'active',
    preScreenMedia: [],
    nudity: false,
    expiresOn: daysFromToday(30),
    ...overrides,
  };
  await replica(harness).saveJob(harness.db, job);
  return job;
}

/** A request from the talent's account to the representative; approved by the representative when `active`. */
export async function aConnection(
  harness: ConnectionsTestApp,
  talent: TalentCopy,
  representative: RepresentativeCopy,
  status: 'pending' | 'active' = 'pending',
): Promise<StoredConnection> {
  const requested = await harness.execute(
    new RequestConnectionCommand(talent.accountId, {
      talentId: talent.id,
      representativeId: representative.id,
      types: ['talentAgent'],
    }),
  );
  if (status === 'pending') {
    return requested;
  }
  return harness.execute(new ChangeConnectionCommand(representative.accountId, requested.id, 'approve'));
}

/** The talent's own application to the job. */
export function anApplication(
  harness: ConnectionsTestApp,
  talent: TalentCopy,
  job: JobCopy,
  overrides: Partial<ApplyInput> = {},
): Promise<StoredApplication> {
  return harness.execute(new ApplyCommand(talent.accountId, { jobId: job.id, talentId: talent.id, ...overrides }));
}

export const { publishedEvents, eventTypes, eventsMentioning } = outboxReaders(
  createRegistry(file_callsheet_connections_v1_connection, file_callsheet_connections_v1_application),
);
