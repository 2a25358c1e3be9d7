import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireOwnedJob } from '../../job.access.js';
import { JobRepository, type StoredJob } from '../../job.repository.js';
import { GetJobQuery } from './get-job.query.js';

@QueryHandler(GetJobQuery)
export class GetJobHandler implements IQueryHandler<GetJobQuery, StoredJob> {
  constructor(private readonly jobs: JobRepository) {}

  async execute({ accountId, id }: GetJobQuery): Promise<StoredJob> {
    return requireOwnedJob(await this.jobs.findById(id), accountId, id);
  }
}
