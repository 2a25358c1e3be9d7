import { Query } from '@nestjs/cqrs';
import type { StoredProduction } from '../../production.repository.js';

/** A production as any member may see it: its own account always, others once it is active. */
export class GetProductionDetailsQuery extends Query<StoredProduction> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
