import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INITIAL_STATUS } from '../../../common/record-status.js';
import { requireOwnedProduction } from '../../../production/production.access.js';
import { ProductionRepository } from '../../../production/production.repository.js';
import { assertOpenForChildren } from '../../../production/domain/production-children.js';
import { projectCreated } from '../../domain/project-events.js';
import { validateProject } from '../../domain/project.rules.js';
import { ProjectRepository, type StoredProject } from '../../project.repository.js';
import { CreateProjectCommand } from './create-project.command.js';

@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand, StoredProject> {
  constructor(
    private readonly productions: ProductionRepository,
    private readonly projects: ProjectRepository,
  ) {}

  async execute({ accountId, productionId, input }: CreateProjectCommand): Promise<StoredProject> {
    const production = requireOwnedProduction(await this.productions.findById(productionId), accountId, productionId);
    assertOpenForChildren('production', production.status);
    const project = { id: uuid7(), accountId, productionId, status: INITIAL_STATUS, data: validateProject(input) };
    return this.projects.create(project, projectCreated(project));
  }
}
