import type { RecordStatus } from '../../catalogue/status.catalogue.js';
import { changeStatus } from '../../common/record-status.js';
import { ProductionsErrorCode, ProductionsException } from '../../productions.errors.js';

/*
 * "A production cannot be marked completed until at least one project is Ready" (spec section 4).
 * A project that has gone past ready (active or complete) was ready and still counts; a draft or an
 * archived project does not. A production without projects cannot be completed.
 */
export const PROJECT_STATUSES_COUNTING_AS_READY: readonly RecordStatus[] = ['ready', 'active', 'complete'];

export function assertCanComplete(projectStatuses: readonly RecordStatus[]): void {
  if (!projectStatuses.some((status) => PROJECT_STATUSES_COUNTING_AS_READY.includes(status))) {
    throw new ProductionsException(
      ProductionsErrorCode.ProductionNeedsReadyProject,
      'A production cannot be marked completed until at least one project is Ready.',
      [],
    );
  }
}

/** The status table first, then the completion rule when the production is being completed. */
export function changeProductionStatus(
  current: RecordStatus,
  next: RecordStatus,
  projectStatuses: readonly RecordStatus[],
): RecordStatus {
  changeStatus(current, next);
  if (next === 'complete') {
    assertCanComplete(projectStatuses);
  }
  return next;
}
