import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { requireOwnedProject } from '../../project.access.js';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { GetProjectQuery } from './get-project.query.js';

@QueryHandler(GetProjectQuery)
export class GetProjectHandler implements IQueryHandler<GetProjectQuery, StoredProject> {
  constructor(private readonly projects: ProjectRepository) {}

  async execute({ accountId, id }: GetProjectQuery): Promise<StoredProject> {
    return requireOwnedProject(await this.projects.findById(id), accountId, id);
  }
}
