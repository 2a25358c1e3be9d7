import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredConnection } from '../../connection.repository.js';

/**
 * GET /api/connection/representatives/connected (the caller's talent profiles' representatives: a deal
 * memo's split) and /talents/connected (the representative's talent: applying on their behalf).
 */
export class ListConnectedQuery extends Query<Page<StoredConnection>> {
  constructor(
    readonly accountId: string,
    readonly side: string,
    readonly profileId: string | undefined,
    readonly page: PageRequest,
  ) {
    super();
  }
}
