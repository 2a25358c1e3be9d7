import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { TalentSearchInput } from '../../domain/talent-search.rules.js';
import type { StoredTalent } from '../../talent.repository.js';

export class SearchTalentQuery extends Query<Page<StoredTalent>> {
  constructor(
    readonly input: TalentSearchInput,
    readonly page: PageRequest,
  ) {
    super();
  }
}
