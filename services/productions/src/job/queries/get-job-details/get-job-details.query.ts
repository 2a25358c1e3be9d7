import { Query } from '@nestjs/cqrs';
import type { ListedJob } from '../../job.repository.js';

/** A job as any member may see it: its own account always, others while it is listed. */
export class GetJobDetailsQuery extends Query<ListedJob> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
