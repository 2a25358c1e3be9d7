import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TalentRepository, type StoredTalent } from '../../talent.repository.js';
import { ListTalentProfilesQuery } from './list-talent-profiles.query.js';

@QueryHandler(ListTalentProfilesQuery)
export class ListTalentProfilesHandler implements IQueryHandler<ListTalentProfilesQuery, Page<StoredTalent>> {
  constructor(private readonly talents: TalentRepository) {}

  execute({ accountId, page }: ListTalentProfilesQuery): Promise<Page<StoredTalent>> {
    return this.talents.listOwned(accountId, page);
  }
}
