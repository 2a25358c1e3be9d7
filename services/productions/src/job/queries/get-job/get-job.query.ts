import { Query } from '@nestjs/cqrs';
import type { StoredJob } from '../../job.repository.js';

export class GetJobQuery extends Query<StoredJob> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
