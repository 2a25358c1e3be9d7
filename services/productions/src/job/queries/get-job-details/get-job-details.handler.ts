import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProductionsErrorCode, ProductionsException } from '../../../productions.errors.js';
import { isListed } from '../../domain/job-listing.js';
import { JobRepository, type ListedJob } from '../../job.repository.js';
import { GetJobDetailsQuery } from './get-job-details.query.js';

@QueryHandler(GetJobDetailsQuery)
export class GetJobDetailsHandler implements IQueryHandler<GetJobDetailsQuery, ListedJob> {
  constructor(private readonly jobs: JobRepository) {}

  async execute({ accountId, id }: GetJobDetailsQuery): Promise<ListedJob> {
    const job = await this.jobs.findListed(id);
    if (!job || (job.accountId !== accountId && !isListed(job, new Date()))) {
      throw new ProductionsException(ProductionsErrorCode.JobNotFound, `No job ${id}.`, [id]);
    }
    return job;
  }
}
