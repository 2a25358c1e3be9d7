import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validateRepresentativeSearch } from '../../domain/representative-search.rules.js';
import { RepresentativeRepository, type StoredRepresentative } from '../../representative.repository.js';
import { SearchRepresentativeQuery } from './search-representative.query.js';

@QueryHandler(SearchRepresentativeQuery)
export class SearchRepresentativeHandler implements IQueryHandler<
  SearchRepresentativeQuery,
  Page<StoredRepresentative>
> {
  constructor(private readonly representatives: RepresentativeRepository) {}

  execute({ input, page }: SearchRepresentativeQuery): Promise<Page<StoredRepresentative>> {
    return this.representatives.search(validateRepresentativeSearch(input), page);
  }
}
