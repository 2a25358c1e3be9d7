import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validateJobSearch } from '../../domain/job-search.rules.js';
import { JobRepository, type ListedJob } from '../../job.repository.js';
import { SearchJobsQuery } from './search-jobs.query.js';

@QueryHandler(SearchJobsQuery)
export class SearchJobsHandler implements IQueryHandler<SearchJobsQuery, Page<ListedJob>> {
  constructor(private readonly jobs: JobRepository) {}

  execute({ accountId, input, page }: SearchJobsQuery): Promise<Page<ListedJob>> {
    return this.jobs.search(accountId, validateJobSearch(input), new Date().toISOString().slice(0, 10), page);
  }
}
