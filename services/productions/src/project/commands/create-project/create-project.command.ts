import { Command } from '@nestjs/cqrs';
import type { ProjectInput } from '../../domain/project.rules.js';
import type { StoredProject } from '../../project.repository.js';

/** Wizard step 3: a draft project of one of the account's productions. */
export class CreateProjectCommand extends Command<StoredProject> {
  constructor(
    readonly accountId: string,
    readonly productionId: string,
    readonly input: ProjectInput,
  ) {
    super();
  }
}
