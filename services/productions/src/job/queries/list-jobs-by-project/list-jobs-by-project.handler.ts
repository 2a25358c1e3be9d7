import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetProjectDetailsHandler } from '../../../project/queries/get-project-details/get-project-details.handler.js';
import { GetProjectDetailsQuery } from '../../../project/queries/get-project-details/get-project-details.query.js';
import { JobRepository, type StoredJob } from '../../job.repository.js';
import { ListJobsByProjectQuery } from './list-jobs-by-project.query.js';

@QueryHandler(ListJobsByProjectQuery)
export class ListJobsByProjectHandler implements IQueryHandler<ListJobsByProjectQuery, Page<StoredJob>> {
  constructor(
    private readonly projectDetails: GetProjectDetailsHandler,
    private readonly jobs: JobRepository,
  ) {}

  async execute({ accountId, projectId, page }: ListJobsByProjectQuery): Promise<Page<StoredJob>> {
    const project = await this.projectDetails.execute(new GetProjectDetailsQuery(accountId, projectId));
    return this.jobs.listByProject(projectId, project.accountId !== accountId, page);
  }
}
