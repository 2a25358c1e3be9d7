import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { RepresentativeRecord } from '../../representative.repository.js';

export class ListRepresentativeProfilesQuery extends Query<Page<RepresentativeRecord>> {
  constructor(
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
