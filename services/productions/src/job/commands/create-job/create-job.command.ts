import { Command } from '@nestjs/cqrs';
import type { JobInput } from '../../domain/job.rules.js';
import type { StoredJob } from '../../job.repository.js';

/** Wizard step 4: a draft role/job of one of the account's projects. */
export class CreateJobCommand extends Command<StoredJob> {
  constructor(
    readonly accountId: string,
    readonly projectId: string,
    readonly input: JobInput,
  ) {
    super();
  }
}
