import { requireIdCursor } from '@callsheet/kernel';
import type { Page } from '@callsheet/kernel';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { validateTalentSearch } from '../../domain/talent-search.rules.js';
import { TalentRepository, type StoredTalent } from '../../talent.repository.js';
import { SearchTalentQuery } from './search-talent.query.js';

@QueryHandler(SearchTalentQuery)
export class SearchTalentHandler implements IQueryHandler<SearchTalentQuery, Page<StoredTalent>> {
  constructor(private readonly talents: TalentRepository) {}

  execute({ input, page }: SearchTalentQuery): Promise<Page<StoredTalent>> {
    return this.talents.search(validateTalentSearch(input), requireIdCursor(page));
  }
}
