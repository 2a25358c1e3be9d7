import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredProject } from '../../project.repository.js';

/** GET /api/project/byProductionId/{id}: all of them for the owner, the active ones for others. */
export class ListProjectsByProductionQuery extends Query<Page<StoredProject>> {
  constructor(
    readonly accountId: string,
    readonly productionId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
