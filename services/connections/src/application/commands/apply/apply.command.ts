import { Command } from '@nestjs/cqrs';
import type { ApplyInput } from '../../domain/apply.rules.js';
import type { StoredApplication } from '../../application.repository.js';

/** POST /api/application: a talent applies, or a representative on a talent's behalf. */
export class ApplyCommand extends Command<StoredApplication> {
  constructor(
    readonly accountId: string,
    readonly input: ApplyInput,
  ) {
    super();
  }
}
