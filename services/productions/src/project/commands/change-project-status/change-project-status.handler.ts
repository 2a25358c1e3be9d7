import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireWritten } from '../../../common/changed-meanwhile.js';
import { parseStatus } from '../../../common/record-status.js';
import { projectStatusStep } from '../../domain/project-events.js';
import { requireOwnedProject } from '../../project.access.js';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { ChangeProjectStatusCommand } from './change-project-status.command.js';

@CommandHandler(ChangeProjectStatusCommand)
export class ChangeProjectStatusHandler implements ICommandHandler<ChangeProjectStatusCommand, StoredProject> {
  constructor(private readonly projects: ProjectRepository) {}

  async execute({ accountId, id, status }: ChangeProjectStatusCommand): Promise<StoredProject> {
    const current = requireOwnedProject(await this.projects.findById(id), accountId, id);
    const { to, events } = projectStatusStep(current, parseStatus(status));
    return requireWritten(await this.projects.changeStatus(current, to, events), 'project', id);
  }
}
