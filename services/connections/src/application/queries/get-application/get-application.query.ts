import { Query } from '@nestjs/cqrs';
import type { StoredApplication } from '../../application.repository.js';

/** GET /api/application/{id}: for the applicant, the talent's account and the job's owner. */
export class GetApplicationQuery extends Query<StoredApplication> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
