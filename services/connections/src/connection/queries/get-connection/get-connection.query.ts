import { Query } from '@nestjs/cqrs';
import type { StoredConnection } from '../../connection.repository.js';

/** One connection, for either of its two accounts. */
export class GetConnectionQuery extends Query<StoredConnection> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
