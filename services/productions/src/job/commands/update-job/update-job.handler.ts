import { mergeMasked } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { assertEditable } from '../../../common/record-status.js';
import { ProductionRepository } from '../../../production/production.repository.js';
import { validateJob, type JobInput } from '../../domain/job.rules.js';
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
    assertEditable(current.status);
    const stored = current.data as JobInput;
    const data = validateJob(mergeMasked(stored, input, fieldMask), new Date());
    const production = await this.productions.findById(current.productionId);
    const updated = production && (await this.jobs.updateDraft(current, data, production));
    if (!updated) {
      throw changedMeanwhile('job', id);
    }
    return updated;
  }
}
