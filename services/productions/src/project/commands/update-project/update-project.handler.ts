import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireWritten } from '../../../common/changed-meanwhile.js';
import { projectUpdate } from '../../domain/project-events.js';
import { requireOwnedProject } from '../../project.access.js';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { UpdateProjectCommand } from './update-project.command.js';

@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<UpdateProjectCommand, StoredProject> {
  constructor(private readonly projects: ProjectRepository) {}

  async execute({ accountId, id, input, fieldMask }: UpdateProjectCommand): Promise<StoredProject> {
    const current = requireOwnedProject(await this.projects.findById(id), accountId, id);
    const { data, events } = projectUpdate(current, input, fieldMask);
    return requireWritten(await this.projects.updateDraft(current, data, events), 'project', id);
  }
}
