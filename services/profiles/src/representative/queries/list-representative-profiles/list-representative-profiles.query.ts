import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredRepresentative } from '../../representative.repository.js';

export class ListRepresentativeProfilesQuery extends Query<Page<StoredRepresentative>> {
  constructor(
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
