import { Query } from '@nestjs/cqrs';
import type { StoredTalent } from '../../talent.repository.js';

/** One of the account's own talent profiles, with its photos when expanded. */
export class GetTalentProfileQuery extends Query<StoredTalent> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly withPhotos: boolean,
  ) {
    super();
  }
}
