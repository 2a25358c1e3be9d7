import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredProject } from '../../project.repository.js';

export class ListProjectsQuery extends Query<Page<StoredProject>> {
  constructor(
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
