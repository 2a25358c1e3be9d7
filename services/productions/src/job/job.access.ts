import { requireOwned } from '@callsheet/kernel';
import { ProductionsErrorCode, ProductionsException } from '../productions.errors.js';
import type { StoredJob } from './job.repository.js';

/** The first check of every owner use case: another account's job answers 404, like a missing one. */
export function requireOwnedJob(job: StoredJob | undefined, accountId: string, id: string): StoredJob {
  return requireOwned(
    job,
    accountId,
    () => new ProductionsException(ProductionsErrorCode.JobNotFound, `No job ${id}.`, [id]),
  );
}
