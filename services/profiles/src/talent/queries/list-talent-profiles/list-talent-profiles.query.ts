import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredTalent } from '../../talent.repository.js';

/** The account's own talent profiles, newest first. */
export class ListTalentProfilesQuery extends Query<Page<StoredTalent>> {
  constructor(
    readonly accountId: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
