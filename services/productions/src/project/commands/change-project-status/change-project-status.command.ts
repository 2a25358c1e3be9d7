import { Command } from '@nestjs/cqrs';
import type { StoredProject } from '../../project.repository.js';

/** PATCH /api/project/{id}/status: one step of the status table. */
export class ChangeProjectStatusCommand extends Command<StoredProject> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly status: string,
  ) {
    super();
  }
}
