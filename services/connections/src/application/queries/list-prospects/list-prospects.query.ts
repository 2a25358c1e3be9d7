import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { ProspectFilter, StoredApplication } from '../../application.repository.js';
import type { JobRef } from '../../../replica/replica.repository.js';

export interface Prospects {
  job: JobRef;
  page: Page<StoredApplication>;
  counts: Record<ProspectFilter, number>;
}

/** GET /api/application/prospects/{jobId}: the job's applicants, for the job's owner only. */
export class ListProspectsQuery extends Query<Prospects> {
  constructor(
    readonly accountId: string,
    readonly jobId: string,
    readonly status: string | undefined,
    readonly favorite: boolean | undefined,
    readonly archived: boolean,
    readonly page: PageRequest,
  ) {
    super();
  }
}
