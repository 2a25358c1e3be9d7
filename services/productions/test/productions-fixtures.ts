import { createRegistry } from '@bufbuild/protobuf';
import {
  file_callsheet_productions_v1_job,
  file_callsheet_productions_v1_production,
  file_callsheet_productions_v1_project,
} from '@callsheet/contracts';
import { outboxReaders } from '@callsheet/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { ChangeJobStatusCommand } from '../src/job/commands/change-job-status/change-job-status.command.js';
import { CreateJobCommand } from '../src/job/commands/create-job/create-job.command.js';
import type { JobInput } from '../src/job/domain/job.rules.js';
import type { StoredJob } from '../src/job/job.repository.js';
import { ChangeProductionStatusCommand } from '../src/production/commands/change-production-status/change-production-status.command.js';
import { CreateProductionCommand } from '../src/production/commands/create-production/create-production.command.js';
import type { ProductionInput } from '../src/production/domain/production.rules.js';
import type { StoredProduction } from '../src/production/production.repository.js';
import { ChangeProjectStatusCommand } from '../src/project/commands/change-project-status/change-project-status.command.js';
import { CreateProjectCommand } from '../src/project/commands/create-project/create-project.command.js';
import type { ProjectInput } from '../src/project/domain/project.rules.js';
import type { StoredProject } from '../src/project/project.repository.js';
import { aJobInput, aPaymentInput } from './builders/job.builders.js';
import { aProductionInput } from './builders/production.builders.js';
import { aProjectInput } from './builders/project.builders.js';
import type { ProductionsTestApp } from './productions-test-app.js';

// Productions, projects and jobs made through the service's own commands, each under an account of its
// own, so that tests need no clean-up and run in any order against a database other runs also use.

/** An account nobody else uses. */
export function newAccount(): string {
  return randomUUID();
}

/** A word no other job holds (letters only, as the search indexes words), for searches that find only the test's jobs. */
export function uniqueWord(): string {
  return [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** The date `days` days from today (UTC), as YYYY-MM-DD: the rules read dates against the clock. */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

// The builders' records (test/builders), with their dates counted from today.

/** A production with one director. */
export function productionInput(overrides: Partial<ProductionInput> = {}): ProductionInput {
  return aProductionInput({ personnel: [{ name: 'Ava DuVernay', role: 'Director' }], ...overrides });
}

export function projectInput(overrides: Partial<ProjectInput> = {}): ProjectInput {
  return aProjectInput({ startDate: daysFromToday(20), endDate: daysFromToday(60), ...overrides });
}

export const paymentInput = aPaymentInput;

/** A local job in Los Angeles whose pay is stated, so that it can be published; its pre-screen asks a headshot. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return aJobInput({
    keyDates: [{ label: 'Callback', date: daysFromToday(10), location: 'Stage 5' }],
    expiresOn: daysFromToday(30),
    preScreen: { media: ['headshot'], nudity: false },
    ...overrides,
  });
}

/** The steps of the status table from draft to each status (a complete production needs a ready project first). */
const PATH_FROM_DRAFT: Record<string, string[]> = {
  draft: [],
  ready: ['ready'],
  active: ['ready', 'active'],
  complete: ['ready', 'active', 'complete'],
  archived: ['archived'],
};

export async function aProduction(
  harness: ProductionsTestApp,
  accountId: string,
  { status = 'draft', input = productionInput() }: { status?: string; input?: ProductionInput } = {},
): Promise<StoredProduction> {
  let production = await harness.execute(new CreateProductionCommand(accountId, input));
  for (const step of PATH_FROM_DRAFT[status]) {
    production = await harness.execute(new ChangeProductionStatusCommand(accountId, production.id, step));
  }
  return production;
}

export async function aProject(
  harness: ProductionsTestApp,
  accountId: string,
  productionId: string,
  { status = 'draft', input = projectInput() }: { status?: string; input?: ProjectInput } = {},
): Promise<StoredProject> {
  let project = await harness.execute(new CreateProjectCommand(accountId, productionId, input));
  for (const step of PATH_FROM_DRAFT[status]) {
    project = await harness.execute(new ChangeProjectStatusCommand(accountId, project.id, step));
  }
  return project;
}

export async function aJob(
  harness: ProductionsTestApp,
  accountId: string,
  projectId: string,
  { status = 'draft', input = jobInput() }: { status?: string; input?: JobInput } = {},
): Promise<StoredJob> {
  let job = await harness.execute(new CreateJobCommand(accountId, projectId, input));
  for (const step of PATH_FROM_DRAFT[status]) {
    job = await harness.execute(new ChangeJobStatusCommand(accountId, job.id, step, undefined));
  }
  return job;
}

/** A job other members find: active, in an active project of an active production. */
export async function aListedJob(
  harness: ProductionsTestApp,
  accountId: string,
  input: JobInput = jobInput(),
): Promise<{ production: StoredProduction; project: StoredProject; job: StoredJob }> {
  const production = await aProduction(harness, accountId, { status: 'active' });
  const project = await aProject(harness, accountId, production.id, { status: 'active' });
  const job = await aJob(harness, accountId, project.id, { status: 'active', input });
  return { production, project, job };
}

export const { publishedEvents, eventTypes, eventsMentioning } = outboxReaders(
  createRegistry(
    file_callsheet_productions_v1_production,
    file_callsheet_productions_v1_project,
    file_callsheet_productions_v1_job,
  ),
);
