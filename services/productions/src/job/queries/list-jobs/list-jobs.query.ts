import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredJob } from '../../job.repository.js';

export class ListJobsQuery extends Query<Page<StoredJob>> {
  constructor(
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
