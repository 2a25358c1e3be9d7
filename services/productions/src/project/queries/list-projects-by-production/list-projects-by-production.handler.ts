import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetProductionDetailsQuery } from '../../../production/queries/get-production-details/get-production-details.query.js';
import { GetProductionDetailsHandler } from '../../../production/queries/get-production-details/get-production-details.handler.js';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { ListProjectsByProductionQuery } from './list-projects-by-production.query.js';

@QueryHandler(ListProjectsByProductionQuery)
export class ListProjectsByProductionHandler implements IQueryHandler<
  ListProjectsByProductionQuery,
  Page<StoredProject>
> {
  constructor(
    private readonly productionDetails: GetProductionDetailsHandler,
    private readonly projects: ProjectRepository,
  ) {}

  async execute({ accountId, productionId, page }: ListProjectsByProductionQuery): Promise<Page<StoredProject>> {
    // The production must be visible to the caller: its own, or active.
    const production = await this.productionDetails.execute(new GetProductionDetailsQuery(accountId, productionId));
    return this.projects.listByProduction(productionId, production.accountId !== accountId, page);
  }
}
