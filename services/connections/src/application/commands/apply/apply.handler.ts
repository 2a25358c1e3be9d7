import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConnectionRepository } from '../../../connection/connection.repository.js';
import { ConnectionsErrorCode, ConnectionsException } from '../../../connections.errors.js';
import { ReplicaRepository } from '../../../replica/replica.repository.js';
import { checkApplication, validateApplyInput } from '../../domain/apply.rules.js';
import { ApplicationRepository, type StoredApplication } from '../../application.repository.js';
import { ApplyCommand } from './apply.command.js';

@CommandHandler(ApplyCommand)
export class ApplyHandler implements ICommandHandler<ApplyCommand, StoredApplication> {
  constructor(
    private readonly applications: ApplicationRepository,
    private readonly connections: ConnectionRepository,
    private readonly replica: ReplicaRepository,
  ) {}

  async execute({ accountId, input }: ApplyCommand): Promise<StoredApplication> {
    const request = validateApplyInput(input);
    const [job, talent, representative] = await Promise.all([
      this.replica.findJob(request.jobId),
      this.replica.findTalent(request.talentId),
      request.representativeId ? this.replica.findRepresentative(request.representativeId) : undefined,
    ]);
    const connected =
      talent && representative ? await this.connections.isConnected(talent.id, representative.id) : false;
    const {
      appliedAs,
      job: openJob,
      talent: applicant,
    } = checkApplication(request, {
      callerAccountId: accountId,
      today: new Date().toISOString().slice(0, 10),
      job,
      talent,
      representative,
      connected,
    });
    const outcome = await this.applications.apply({
      id: uuid7(),
      jobId: openJob.id,
      jobAccountId: openJob.accountId,
      talentId: applicant.id,
      talentAccountId: applicant.accountId,
      applicantAccountId: accountId,
      representativeId: appliedAs === 'representative' ? representative?.id : undefined,
      appliedAs,
      preScreen: request.preScreen,
      message: request.message,
    });
    switch (outcome.kind) {
      case 'submitted':
        return outcome.application;
      case 'alreadyApplied':
        // Spec section 8: the console splits "alreadyApplied-<talent>" into a translation key and its argument.
        throw new ConnectionsException(ConnectionsErrorCode.AlreadyApplied, 'This talent already applied to this job', [
          applicant.displayName,
        ]);
      case 'jobNotOpen':
        throw new ConnectionsException(ConnectionsErrorCode.JobNotOpen, 'This job is not taking applications.', [
          outcome.status,
        ]);
    }
  }
}
