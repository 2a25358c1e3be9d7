import type { SqlClient } from '@callsheet/kernel';
import { Command } from '@nestjs/cqrs';
import type { JobCopy } from '../../../replica/replica.repository.js';

/** A job saved (created, updated, its status changed: `statusChangedTo`) or deleted. */
export type JobChange = { kind: 'saved'; job: JobCopy; statusChangedTo?: string } | { kind: 'deleted'; jobId: string };

/** A job changed in productions: the copy follows, inside the consumer's transaction (`sql`). */
export class SyncJobCommand extends Command<void> {
  constructor(
    readonly change: JobChange,
    readonly sql: SqlClient,
  ) {
    super();
  }
}
