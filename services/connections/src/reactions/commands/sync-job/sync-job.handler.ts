import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationRepository } from '../../../application/application.repository.js';
import { prismaTx } from '../../../database/connections.database.js';
import { closesApplications, JOB_CLOSED } from '../../../replica/domain/upstream-changes.js';
import { ReplicaRepository } from '../../../replica/replica.repository.js';
import { SyncJobCommand } from './sync-job.command.js';

/** Keeps the job's copy; a job that became complete or archived denies its pending applications. */
@CommandHandler(SyncJobCommand)
export class SyncJobHandler implements ICommandHandler<SyncJobCommand, void> {
  constructor(
    private readonly replica: ReplicaRepository,
    private readonly applications: ApplicationRepository,
  ) {}

  async execute({ change, sql }: SyncJobCommand): Promise<void> {
    const tx = prismaTx(sql);
    if (change.kind === 'deleted') {
      await this.replica.markJobDeleted(tx, change.jobId);
      return;
    }
    await this.replica.saveJob(tx, change.job);
    if (change.statusChangedTo !== undefined && closesApplications(change.statusChangedTo)) {
      await this.applications.closePendingOfJob(tx, change.job.id, JOB_CLOSED);
    }
  }
}
