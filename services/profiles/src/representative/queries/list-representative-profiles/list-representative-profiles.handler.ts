import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RepresentativeRepository, type StoredRepresentative } from '../../representative.repository.js';
import { ListRepresentativeProfilesQuery } from './list-representative-profiles.query.js';

@QueryHandler(ListRepresentativeProfilesQuery)
export class ListRepresentativeProfilesHandler implements IQueryHandler<
  ListRepresentativeProfilesQuery,
  Page<StoredRepresentative>
> {
  constructor(private readonly representatives: RepresentativeRepository) {}

  execute({ accountId, page }: ListRepresentativeProfilesQuery): Promise<Page<StoredRepresentative>> {
    return this.representatives.listOwned(accountId, page);
  }
}
