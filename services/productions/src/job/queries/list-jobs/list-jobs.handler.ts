import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { JobRepository, type StoredJob } from '../../job.repository.js';
import { ListJobsQuery } from './list-jobs.query.js';

@QueryHandler(ListJobsQuery)
export class ListJobsHandler implements IQueryHandler<ListJobsQuery, Page<StoredJob>> {
  constructor(private readonly jobs: JobRepository) {}

  execute({ accountId, page }: ListJobsQuery): Promise<Page<StoredJob>> {
    return this.jobs.listOwned(accountId, page);
  }
}
