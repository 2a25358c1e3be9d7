import { Command } from '@nestjs/cqrs';
import type { ProjectInput } from '../../domain/project.rules.js';
import type { StoredProject } from '../../project.repository.js';

export class UpdateProjectCommand extends Command<StoredProject> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly input: ProjectInput,
    readonly fieldMask: readonly string[],
  ) {
    super();
  }
}
