import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { assertEditable } from '../../../common/record-status.js';
import { requireOwnedProject } from '../../project.access.js';
import { ProjectRepository } from '../../project.repository.js';
import { DeleteProjectCommand } from './delete-project.command.js';

@CommandHandler(DeleteProjectCommand)
export class DeleteProjectHandler implements ICommandHandler<DeleteProjectCommand, void> {
  constructor(private readonly projects: ProjectRepository) {}

  async execute({ accountId, id }: DeleteProjectCommand): Promise<void> {
    const current = requireOwnedProject(await this.projects.findById(id), accountId, id);
    assertEditable(current.status);
    if (!(await this.projects.deleteDraft(current))) {
      throw changedMeanwhile('project', id);
    }
  }
}
