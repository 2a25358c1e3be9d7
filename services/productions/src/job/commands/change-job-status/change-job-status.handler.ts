import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireWritten } from '../../../common/changed-meanwhile.js';
import { parseStatus } from '../../../common/record-status.js';
import { jobStatusStep } from '../../domain/job-events.js';
import { requireOwnedJob } from '../../job.access.js';
import { JobRepository, type StoredJob } from '../../job.repository.js';
import { ChangeJobStatusCommand } from './change-job-status.command.js';

@CommandHandler(ChangeJobStatusCommand)
export class ChangeJobStatusHandler implements ICommandHandler<ChangeJobStatusCommand, StoredJob> {
  constructor(private readonly jobs: JobRepository) {}

  async execute({ accountId, id, status, posterLicense }: ChangeJobStatusCommand): Promise<StoredJob> {
    const current = requireOwnedJob(await this.jobs.findById(id), accountId, id);
    const step = jobStatusStep(current, parseStatus(status), new Date(), posterLicense);
    return requireWritten(await this.jobs.changeStatus(current, step), 'job', id);
  }
}
