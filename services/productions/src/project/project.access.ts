import { requireOwned } from '@callsheet/kernel';
import { ProductionsErrorCode, ProductionsException } from '../productions.errors.js';
import type { StoredProject } from './project.repository.js';

/** The first check of every owner use case: another account's project answers 404, like a missing one. */
export function requireOwnedProject(project: StoredProject | undefined, accountId: string, id: string): StoredProject {
  return requireOwned(
    project,
    accountId,
    () => new ProductionsException(ProductionsErrorCode.ProjectNotFound, `No project ${id}.`, [id]),
  );
}
