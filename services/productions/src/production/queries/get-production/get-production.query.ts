import { Query } from '@nestjs/cqrs';
import type { StoredProduction } from '../../production.repository.js';

/** One of the account's productions. */
export class GetProductionQuery extends Query<StoredProduction> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
