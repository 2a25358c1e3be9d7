import { mergeMasked } from '@callsheet/kernel';
import type { RecordStatus } from '../../catalogue/status.catalogue.js';
import { assertEditable, changeStatus } from '../../common/record-status.js';
import type { ProjectRef } from '../../production/domain/record-deletion.js';
import { type ProjectData, type ProjectInput, validateProject } from './project.rules.js';

/*
 * A project's events, named by its rules (docs/architecture.md, "Who names an event"): the command
 * handler hands them to ProjectRepository, which writes them with the new state through the outbox.
 * Every one carries the project's three ids.
 */
export type ProjectIds = { projectId: string; productionId: string; accountId: string };

export type ProjectEvent =
  | ({ type: 'projectCreated' | 'projectUpdated' } & ProjectIds)
  | ({ type: 'projectStatusChanged'; from: RecordStatus; to: RecordStatus } & ProjectIds);

export function projectIds(project: ProjectRef): ProjectIds {
  return { projectId: project.id, productionId: project.productionId, accountId: project.accountId };
}

export function projectCreated(project: ProjectRef): ProjectEvent[] {
  return [{ type: 'projectCreated', ...projectIds(project) }];
}

/**
 * An update of the wizard: only a draft is edited (assertEditable), the fields in the mask replace the
 * stored ones and the whole project is checked again.
 */
export function projectUpdate(
  project: ProjectRef & { status: RecordStatus; data: ProjectData },
  input: ProjectInput,
  fieldMask: readonly string[],
): { data: ProjectData; events: ProjectEvent[] } {
  assertEditable(project.status);
  const stored: ProjectInput = project.data;
  const data = validateProject(mergeMasked(stored, input, fieldMask));
  return { data, events: [{ type: 'projectUpdated', ...projectIds(project) }] };
}

/** The status table (record-status.ts), from the project's status. */
export function projectStatusStep(
  project: ProjectRef & { status: RecordStatus },
  requested: RecordStatus,
): { to: RecordStatus; events: ProjectEvent[] } {
  const to = changeStatus(project.status, requested);
  return { to, events: [{ type: 'projectStatusChanged', ...projectIds(project), from: project.status, to }] };
}
