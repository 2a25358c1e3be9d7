import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProductionRepository } from '../../../production/production.repository.js';
import { ProductionsErrorCode, ProductionsException } from '../../../productions.errors.js';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { GetProjectDetailsQuery } from './get-project-details.query.js';

@QueryHandler(GetProjectDetailsQuery)
export class GetProjectDetailsHandler implements IQueryHandler<GetProjectDetailsQuery, StoredProject> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly productions: ProductionRepository,
  ) {}

  async execute({ accountId, id }: GetProjectDetailsQuery): Promise<StoredProject> {
    const project = await this.projects.findById(id);
    if (project && project.accountId === accountId) {
      return project;
    }
    const production = project && (await this.productions.findById(project.productionId));
    if (!project || project.status !== 'active' || production?.status !== 'active') {
      throw new ProductionsException(ProductionsErrorCode.ProjectNotFound, `No project ${id}.`, [id]);
    }
    return project;
  }
}
