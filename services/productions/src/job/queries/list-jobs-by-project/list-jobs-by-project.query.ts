import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredJob } from '../../job.repository.js';

/** GET /api/job/byProjectId/{id}: all of them for the owner, the listed ones for others. */
export class ListJobsByProjectQuery extends Query<Page<StoredJob>> {
  constructor(
    readonly accountId: string,
    readonly projectId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
