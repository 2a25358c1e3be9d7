import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { changedMeanwhile } from '../../../common/ownership.js';
import { parseStatus } from '../../../common/record-status.js';
import { castingAdLicenseNumber } from '../../domain/casting-ad-license.js';
import { changeJobStatus } from '../../domain/job-status.js';
import { requireOwnedJob } from '../../job.access.js';
import { JobRepository, type StoredJob } from '../../job.repository.js';
import { ChangeJobStatusCommand } from './change-job-status.command.js';

@CommandHandler(ChangeJobStatusCommand)
export class ChangeJobStatusHandler implements ICommandHandler<ChangeJobStatusCommand, StoredJob> {
  constructor(private readonly jobs: JobRepository) {}

  async execute({ accountId, id, status, posterLicense }: ChangeJobStatusCommand): Promise<StoredJob> {
    const current = requireOwnedJob(await this.jobs.findById(id), accountId, id);
    const next = changeJobStatus(current.status, parseStatus(status), current.data, new Date());
    const license = next === 'active' ? castingAdLicenseNumber(current.data, posterLicense) : undefined;
    const changed = await this.jobs.changeStatus(current, next, license);
    if (!changed) {
      throw changedMeanwhile('job', id);
    }
    return changed;
  }
}
