import { requireOwned } from '../common/ownership.js';
import { ProductionsErrorCode } from '../productions.errors.js';
import type { StoredProject } from './project.repository.js';

export function requireOwnedProject(project: StoredProject | undefined, accountId: string, id: string): StoredProject {
  return requireOwned(project, accountId, id, ProductionsErrorCode.ProjectNotFound, 'project');
}
