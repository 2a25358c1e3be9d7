import { requireOwned } from '../common/ownership.js';
import { ProductionsErrorCode } from '../productions.errors.js';
import type { StoredJob } from './job.repository.js';

export function requireOwnedJob(job: StoredJob | undefined, accountId: string, id: string): StoredJob {
  return requireOwned(job, accountId, id, ProductionsErrorCode.JobNotFound, 'job');
}
