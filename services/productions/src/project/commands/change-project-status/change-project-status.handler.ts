import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { changeStatus, parseStatus } from '../../../common/record-status.js';
import { requireOwnedProject } from '../../project.access.js';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { ChangeProjectStatusCommand } from './change-project-status.command.js';

@CommandHandler(ChangeProjectStatusCommand)
export class ChangeProjectStatusHandler implements ICommandHandler<ChangeProjectStatusCommand, StoredProject> {
  constructor(private readonly projects: ProjectRepository) {}

  async execute({ accountId, id, status }: ChangeProjectStatusCommand): Promise<StoredProject> {
    const current = requireOwnedProject(await this.projects.findById(id), accountId, id);
    const changed = await this.projects.changeStatus(current, changeStatus(current.status, parseStatus(status)));
    if (!changed) {
      throw changedMeanwhile('project', id);
    }
    return changed;
  }
}
