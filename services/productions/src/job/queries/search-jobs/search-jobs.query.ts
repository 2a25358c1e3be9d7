import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { JobSearchInput } from '../../domain/job-search.rules.js';
import type { ListedJob } from '../../job.repository.js';

export class SearchJobsQuery extends Query<Page<ListedJob>> {
  constructor(
    readonly accountId: string,
    readonly input: JobSearchInput,
    readonly page: PageRequest,
  ) {
    super();
  }
}
