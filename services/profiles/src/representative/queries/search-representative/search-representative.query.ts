import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { RepresentativeSearchInput } from '../../domain/representative-search.rules.js';
import type { RepresentativeRecord } from '../../representative.repository.js';

export class SearchRepresentativeQuery extends Query<Page<RepresentativeRecord>> {
  constructor(
    readonly input: RepresentativeSearchInput,
    readonly page: PageRequest,
  ) {
    super();
  }
}
