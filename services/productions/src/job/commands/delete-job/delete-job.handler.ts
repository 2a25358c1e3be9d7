import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/changed-meanwhile.js';
import { planJobDeletion } from '../../../production/domain/record-deletion.js';
import { requireOwnedJob } from '../../job.access.js';
import { JobRepository } from '../../job.repository.js';
import { DeleteJobCommand } from './delete-job.command.js';

@CommandHandler(DeleteJobCommand)
export class DeleteJobHandler implements ICommandHandler<DeleteJobCommand, void> {
  constructor(private readonly jobs: JobRepository) {}

  async execute({ accountId, id }: DeleteJobCommand): Promise<void> {
    const current = requireOwnedJob(await this.jobs.findById(id), accountId, id);
    if (!(await this.jobs.delete(current, planJobDeletion(current)))) {
      throw changedMeanwhile('job', id);
    }
  }
}
