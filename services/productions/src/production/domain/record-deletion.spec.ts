import { describeRefusal } from '@callsheet/testing';
import { ProductionsErrorCode } from '../../productions.errors.js';
import {
  type DeletionEvent,
  namesExactly,
  planJobDeletion,
  planProductionDeletion,
  planProjectDeletion,
} from './record-deletion.js';

const accountId = 'account-1';
const production = { id: 'production-1', accountId, status: 'draft' } as const;
const projects = [
  { id: 'project-1', productionId: production.id, accountId },
  { id: 'project-2', productionId: production.id, accountId },
];
const jobs = [
  { id: 'job-1', projectId: 'project-1', productionId: production.id, accountId },
  { id: 'job-2', projectId: 'project-1', productionId: production.id, accountId },
  { id: 'job-3', projectId: 'project-2', productionId: production.id, accountId },
];

const jobDeleted = (job: (typeof jobs)[number]) => ({
  type: 'jobDeleted',
  jobId: job.id,
  projectId: job.projectId,
  productionId: job.productionId,
  accountId,
});

const notDeletable = (status: string) => ({
  code: ProductionsErrorCode.NotValidUpdateStatus,
  args: [status],
  message: `Only records in DRAFT status can be updated; this one is ${status}.`,
});

const PAST_DRAFT = ['ready', 'active', 'complete', 'archived'] as const;

describe('planProductionDeletion', () => {
  it('names every job and project removed with a draft production, then the production', () => {
    expect(planProductionDeletion(production, projects, jobs)).toEqual([
      ...jobs.map(jobDeleted),
      { type: 'projectDeleted', projectId: 'project-1', productionId: production.id, accountId },
      { type: 'projectDeleted', projectId: 'project-2', productionId: production.id, accountId },
      { type: 'productionDeleted', productionId: production.id, accountId },
    ]);
  });

  it('names only the production when nothing is under it', () => {
    expect(planProductionDeletion(production, [], [])).toEqual([
      { type: 'productionDeleted', productionId: production.id, accountId },
    ]);
  });

  it.each(PAST_DRAFT)('refuses a %s production (it is archived instead)', (status) => {
    expect(describeRefusal(() => planProductionDeletion({ ...production, status }, projects, jobs))).toEqual(
      notDeletable(status),
    );
  });
});

describe('planProjectDeletion', () => {
  const project = { ...projects[0], status: 'draft' } as const;

  it('names every job removed with a draft project, then the project', () => {
    expect(planProjectDeletion(project, jobs.slice(0, 2))).toEqual([
      jobDeleted(jobs[0]),
      jobDeleted(jobs[1]),
      { type: 'projectDeleted', projectId: project.id, productionId: production.id, accountId },
    ]);
  });

  it.each(PAST_DRAFT)('refuses a %s project', (status) => {
    expect(describeRefusal(() => planProjectDeletion({ ...project, status }, []))).toEqual(notDeletable(status));
  });
});

describe('planJobDeletion', () => {
  it('names a draft job', () => {
    expect(planJobDeletion({ ...jobs[0], status: 'draft' })).toEqual([jobDeleted(jobs[0])]);
  });

  it.each(PAST_DRAFT)('refuses a %s job (it is archived instead)', (status) => {
    expect(describeRefusal(() => planJobDeletion({ ...jobs[0], status }))).toEqual(notDeletable(status));
  });
});

describe('namesExactly', () => {
  const events: DeletionEvent[] = planProductionDeletion(production, projects.slice(0, 1), jobs.slice(0, 2));

  it('accepts the rows the events name, in any order', () => {
    expect(namesExactly(events, 'jobDeleted', [{ id: 'job-2' }, { id: 'job-1' }])).toBe(true);
    expect(namesExactly(events, 'projectDeleted', [{ id: 'project-1' }])).toBe(true);
  });

  it('refuses a row added or removed since the events were named', () => {
    expect(namesExactly(events, 'jobDeleted', [{ id: 'job-1' }, { id: 'job-2' }, { id: 'job-3' }])).toBe(false);
    expect(namesExactly(events, 'jobDeleted', [{ id: 'job-1' }])).toBe(false);
    expect(namesExactly(events, 'projectDeleted', [])).toBe(false);
  });
});
