import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { ListProjectsQuery } from './list-projects.query.js';

@QueryHandler(ListProjectsQuery)
export class ListProjectsHandler implements IQueryHandler<ListProjectsQuery, Page<StoredProject>> {
  constructor(private readonly projects: ProjectRepository) {}

  execute({ accountId, page }: ListProjectsQuery): Promise<Page<StoredProject>> {
    return this.projects.listOwned(accountId, page);
  }
}
