import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { RepresentativeSearchInput } from '../../domain/representative-search.rules.js';
import type { PublicRepresentative } from '../../representative.repository.js';

export class SearchRepresentativeQuery extends Query<Page<PublicRepresentative>> {
  constructor(
    readonly input: RepresentativeSearchInput,
    readonly page: PageRequest,
  ) {
    super();
  }
}
