import { Query } from '@nestjs/cqrs';
import type { StoredProject } from '../../project.repository.js';

export class GetProjectQuery extends Query<StoredProject> {
  constructor(
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
