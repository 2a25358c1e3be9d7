import { Command } from '@nestjs/cqrs';
import type { JobInput } from '../../domain/job.rules.js';
import type { StoredJob } from '../../job.repository.js';

export class UpdateJobCommand extends Command<StoredJob> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly input: JobInput,
    readonly fieldMask: readonly string[],
  ) {
    super();
  }
}
