import { Query } from '@nestjs/cqrs';
import type { StoredTalent } from '../../talent.repository.js';

/** Any talent profile, for the public projection (any signed-in member with an account). */
export class GetTalentDetailsQuery extends Query<StoredTalent> {
  constructor(readonly id: string) {
    super();
  }
}
