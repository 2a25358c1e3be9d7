import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/changed-meanwhile.js';
import { planProjectDeletion } from '../../../production/domain/record-deletion.js';
import { requireOwnedProject } from '../../project.access.js';
import { ProjectRepository } from '../../project.repository.js';
import { DeleteProjectCommand } from './delete-project.command.js';

@CommandHandler(DeleteProjectCommand)
export class DeleteProjectHandler implements ICommandHandler<DeleteProjectCommand, void> {
  constructor(private readonly projects: ProjectRepository) {}

  async execute({ accountId, id }: DeleteProjectCommand): Promise<void> {
    const current = requireOwnedProject(await this.projects.findById(id), accountId, id);
    const events = planProjectDeletion(current, await this.projects.jobsOf(current));
    if (!(await this.projects.delete(current, events))) {
      throw changedMeanwhile('project', id);
    }
  }
}
