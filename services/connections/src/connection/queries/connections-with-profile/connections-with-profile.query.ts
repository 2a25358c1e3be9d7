import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredConnection } from '../../connection.repository.js';

/**
 * GET /api/connection/pending/{profileId} and /connected/{profileId}: the caller's pending or active
 * connections with a profile, so its Request Connection tab knows whether a request is possible.
 */
export class ConnectionsWithProfileQuery extends Query<Page<StoredConnection>> {
  constructor(
    readonly accountId: string,
    readonly profileId: string,
    readonly status: string,
    readonly page: PageRequest,
  ) {
    super();
  }
}
