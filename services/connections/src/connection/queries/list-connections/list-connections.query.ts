import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredConnection } from '../../connection.repository.js';

/** GET /api/connection/status/approved|received|sent: the Active, Pending Received and Pending Sent tabs. */
export class ListConnectionsQuery extends Query<Page<StoredConnection>> {
  constructor(
    readonly accountId: string,
    readonly list: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
