import type { RecordStatus } from '../../catalogue/index.js';
import { ProductionsErrorCode, ProductionsException } from '../../productions.errors.js';

/** Statuses under which a production takes new projects, and a project new jobs. */
export const OPEN_FOR_CHILDREN: readonly RecordStatus[] = ['draft', 'ready', 'active'];

/** A complete or archived parent takes no new children (reopen or restore it first). */
export function assertOpenForChildren(parent: 'production' | 'project', status: RecordStatus): void {
  if (!OPEN_FOR_CHILDREN.includes(status)) {
    throw new ProductionsException(
      ProductionsErrorCode.NotValidUpdateStatus,
      `This ${parent} is ${status}: it takes no new ${parent === 'production' ? 'projects' : 'jobs'}.`,
      [status],
    );
  }
}
