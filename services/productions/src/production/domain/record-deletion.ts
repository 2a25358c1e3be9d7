import type { RecordStatus } from '../../catalogue/status.catalogue.js';
import { assertEditable } from '../../common/record-status.js';
import { jobIds, type JobIds } from '../../job/domain/job-events.js';
import { projectIds, type ProjectIds } from '../../project/domain/project-events.js';
import { productionIds, type ProductionIds } from './production-events.js';

/*
 * Deleting a production, a project or a job. Only a draft is deleted (a record past draft is archived
 * instead); it goes with everything under it, whatever their statuses: the spec orders no statuses, so
 * a job may be published under a draft project or production, and nothing in it refuses deleting that
 * parent. Every record removed is named by its own event, so that the services keeping copies (the jobs
 * connections takes applications for) forget it too.
 */

/** A record as its events name it: its id and the ids of what it is under. */
export interface JobRef {
  id: string;
  projectId: string;
  productionId: string;
  accountId: string;
}

export interface ProjectRef {
  id: string;
  productionId: string;
  accountId: string;
}

export interface ProductionRef {
  id: string;
  accountId: string;
}

/** The events of a deletion; the repositories write each with the deletion (productions.events.ts). */
export type DeletionEvent =
  | ({ type: 'jobDeleted' } & JobIds)
  | ({ type: 'projectDeleted' } & ProjectIds)
  | ({ type: 'productionDeleted' } & ProductionIds);

export function planJobDeletion(job: JobRef & { status: RecordStatus }): DeletionEvent[] {
  assertEditable(job.status);
  return [jobDeleted(job)];
}

/** A draft project with its jobs: a JobDeleted per job, then ProjectDeleted. */
export function planProjectDeletion(
  project: ProjectRef & { status: RecordStatus },
  jobs: readonly JobRef[],
): DeletionEvent[] {
  assertEditable(project.status);
  return [...jobs.map(jobDeleted), projectDeleted(project)];
}

/** A draft production with its projects and jobs: a JobDeleted per job, a ProjectDeleted per project, then ProductionDeleted. */
export function planProductionDeletion(
  production: ProductionRef & { status: RecordStatus },
  projects: readonly ProjectRef[],
  jobs: readonly JobRef[],
): DeletionEvent[] {
  assertEditable(production.status);
  return [
    ...jobs.map(jobDeleted),
    ...projects.map(projectDeleted),
    { type: 'productionDeleted', ...productionIds(production) },
  ];
}

function jobDeleted(job: JobRef): DeletionEvent {
  return { type: 'jobDeleted', ...jobIds(job) };
}

function projectDeleted(project: ProjectRef): DeletionEvent {
  return { type: 'projectDeleted', ...projectIds(project) };
}

/**
 * Whether `rows` (the projects or jobs a deletion is about to remove) are exactly those its events name:
 * a repository deletes only then, so that no record goes without its event.
 */
export function namesExactly(
  events: readonly DeletionEvent[],
  type: 'projectDeleted' | 'jobDeleted',
  rows: readonly { id: string }[],
): boolean {
  const named = new Set(events.flatMap((event) => (event.type === type ? [recordId(event)] : [])));
  const found = new Set(rows.map((row) => row.id));
  return named.size === found.size && [...named].every((id) => found.has(id));
}

function recordId(event: DeletionEvent): string {
  switch (event.type) {
    case 'jobDeleted':
      return event.jobId;
    case 'projectDeleted':
      return event.projectId;
    case 'productionDeleted':
      return event.productionId;
  }
}
