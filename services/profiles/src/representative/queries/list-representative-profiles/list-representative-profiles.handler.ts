import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LicenseDocumentRepository } from '../../license-document.repository.js';
import { RepresentativeRepository, type RepresentativeRecord } from '../../representative.repository.js';
import { ListRepresentativeProfilesQuery } from './list-representative-profiles.query.js';

@QueryHandler(ListRepresentativeProfilesQuery)
export class ListRepresentativeProfilesHandler implements IQueryHandler<
  ListRepresentativeProfilesQuery,
  Page<RepresentativeRecord>
> {
  constructor(
    private readonly representatives: RepresentativeRepository,
    private readonly documents: LicenseDocumentRepository,
  ) {}

  async execute({ accountId, page }: ListRepresentativeProfilesQuery): Promise<Page<RepresentativeRecord>> {
    const found = await this.representatives.listOwned(accountId, page);
    return { ...found, data: await this.documents.marked(found.data) };
  }
}
