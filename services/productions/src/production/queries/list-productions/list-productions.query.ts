import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredProduction } from '../../production.repository.js';

export class ListProductionsQuery extends Query<Page<StoredProduction>> {
  constructor(
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
