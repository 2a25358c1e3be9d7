import { Query } from '@nestjs/cqrs';
import type { StoredProject } from '../../project.repository.js';

/** A project as any member may see it: its own account always, others when it and its production are active. */
export class GetProjectDetailsQuery extends Query<StoredProject> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
