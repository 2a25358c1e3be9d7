import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { INITIAL_STATUS } from '../../../common/record-status.js';
import { assertOpenForChildren } from '../../../production/domain/production-children.js';
import { ProductionRepository } from '../../../production/production.repository.js';
import { requireOwnedProject } from '../../../project/project.access.js';
import { ProjectRepository } from '../../../project/project.repository.js';
import { jobCreated } from '../../domain/job-events.js';
import { validateJob } from '../../domain/job.rules.js';
import { JobRepository, type StoredJob } from '../../job.repository.js';
import { CreateJobCommand } from './create-job.command.js';

@CommandHandler(CreateJobCommand)
export class CreateJobHandler implements ICommandHandler<CreateJobCommand, StoredJob> {
  constructor(
    private readonly projects: ProjectRepository,
    private readonly productions: ProductionRepository,
    private readonly jobs: JobRepository,
  ) {}

  async execute({ accountId, projectId, input }: CreateJobCommand): Promise<StoredJob> {
    const project = requireOwnedProject(await this.projects.findById(projectId), accountId, projectId);
    assertOpenForChildren('project', project.status);
    const production = await this.productions.findById(project.productionId);
    if (!production) {
      throw new Error(`Project ${projectId} has no production`);
    }
    const data = validateJob(input, new Date());
    const job = { id: uuid7(), accountId, productionId: project.productionId, projectId, status: INITIAL_STATUS, data };
    return this.jobs.create(job, production, jobCreated(job));
  }
}
