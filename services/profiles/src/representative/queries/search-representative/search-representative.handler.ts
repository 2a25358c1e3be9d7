import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validateRepresentativeSearch } from '../../domain/representative-search.rules.js';
import { LicenseDocumentRepository } from '../../license-document.repository.js';
import { RepresentativeRepository, type RepresentativeRecord } from '../../representative.repository.js';
import { SearchRepresentativeQuery } from './search-representative.query.js';

@QueryHandler(SearchRepresentativeQuery)
export class SearchRepresentativeHandler implements IQueryHandler<
  SearchRepresentativeQuery,
  Page<RepresentativeRecord>
> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
  ) {}

  /** The page's profiles, then which of them have a licence document (one indexed query for the page). */
  async execute({ input, page }: SearchRepresentativeQuery): Promise<Page<RepresentativeRecord>> {
    const found = await this.representatives.search(validateRepresentativeSearch(input), page);
    return { ...found, data: await this.documents.marked(found.data) };
  }
}
