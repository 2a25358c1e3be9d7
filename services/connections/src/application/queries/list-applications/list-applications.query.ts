import type { Page, PageRequest } from '@callsheet/kernel';
import { Query } from '@nestjs/cqrs';
import type { StoredApplication } from '../../application.repository.js';

/** GET /api/application and /api/application/status/{accepted|pending|denied}: the Applications tabs. */
export class ListApplicationsQuery extends Query<Page<StoredApplication>> {
  constructor(
    readonly accountId: string,
    readonly status: string | undefined,
    readonly archived: boolean,
    readonly page: PageRequest,
  ) {
    super();
  }
}
