import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireWritten } from '../../../common/changed-meanwhile.js';
import { ProductionRepository } from '../../../production/production.repository.js';
import { jobUpdate } from '../../domain/job-events.js';
import { requireOwnedJob } from '../../job.access.js';
import { JobRepository, type StoredJob } from '../../job.repository.js';
import { UpdateJobCommand } from './update-job.command.js';

@CommandHandler(UpdateJobCommand)
export class UpdateJobHandler implements ICommandHandler<UpdateJobCommand, StoredJob> {
  constructor(
    private readonly jobs: JobRepository,
    private readonly productions: ProductionRepository,
  ) {}

  async execute({ accountId, id, input, fieldMask }: UpdateJobCommand): Promise<StoredJob> {
    const current = requireOwnedJob(await this.jobs.findById(id), accountId, id);
    const { data, events } = jobUpdate(current, input, fieldMask, new Date());
    // The production is missing when it was deleted meanwhile, this job with it.
    const production = await this.productions.findById(current.productionId);
    const updated = production ? await this.jobs.updateDraft(current, data, production, events) : undefined;
    return requireWritten(updated, 'job', id);
  }
}
