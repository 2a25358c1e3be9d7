import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { assertEditable } from '../../../common/record-status.js';
import { requireOwnedJob } from '../../job.access.js';
import { JobRepository } from '../../job.repository.js';
import { DeleteJobCommand } from './delete-job.command.js';

@CommandHandler(DeleteJobCommand)
export class DeleteJobHandler implements ICommandHandler<DeleteJobCommand, void> {
  constructor(private readonly jobs: JobRepository) {}

  async execute({ accountId, id }: DeleteJobCommand): Promise<void> {
    const current = requireOwnedJob(await this.jobs.findById(id), accountId, id);
    assertEditable(current.status);
    if (!(await this.jobs.deleteDraft(current))) {
      throw changedMeanwhile('job', id);
    }
  }
}
