import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validateRepresentativeSearch } from '../../domain/representative-search.rules.js';
import { LicenseDocumentRepository } from '../../license-document.repository.js';
import { RepresentativeRepository, type PublicRepresentative } from '../../representative.repository.js';
import { SearchRepresentativeQuery } from './search-representative.query.js';

@QueryHandler(SearchRepresentativeQuery)
export class SearchRepresentativeHandler implements IQueryHandler<
  SearchRepresentativeQuery,
  Page<PublicRepresentative>
> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
  ) {}

  /** The page's profiles, then which of them have a licence document (one indexed query for the page). */
  async execute({ input, page }: SearchRepresentativeQuery): Promise<Page<PublicRepresentative>> {
    const found = await this.representatives.search(validateRepresentativeSearch(input), page);
    const onFile = await this.documents.onFile(found.data.map((profile) => profile.id));
    return {
      ...found,
      data: found.data.map((profile) => ({ ...profile, licenseDocumentOnFile: onFile.has(profile.id) })),
    };
  }
}
