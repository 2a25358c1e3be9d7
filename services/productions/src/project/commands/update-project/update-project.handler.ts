import { mergeMasked } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { assertEditable } from '../../../common/record-status.js';
import { validateProject, type ProjectInput } from '../../domain/project.rules.js';
import { requireOwnedProject } from '../../project.access.js';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { UpdateProjectCommand } from './update-project.command.js';

@CommandHandler(UpdateProjectCommand)
export class UpdateProjectHandler implements ICommandHandler<UpdateProjectCommand, StoredProject> {
  constructor(private readonly projects: ProjectRepository) {}

  async execute({ accountId, id, input, fieldMask }: UpdateProjectCommand): Promise<StoredProject> {
    const current = requireOwnedProject(await this.projects.findById(id), accountId, id);
    assertEditable(current.status);
    const stored: ProjectInput = current.data;
    const updated = await this.projects.updateDraft(current, validateProject(mergeMasked(stored, input, fieldMask)));
    if (!updated) {
      throw changedMeanwhile('project', id);
    }
    return updated;
  }
}
