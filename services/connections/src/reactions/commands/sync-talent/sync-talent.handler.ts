import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationRepository } from '../../../application/application.repository.js';
import { ConnectionRepository } from '../../../connection/connection.repository.js';
import { prismaTx } from '../../../database/connections.database.js';
import { TALENT_PROFILE_DELETED } from '../../../replica/domain/upstream-changes.js';
import { ReplicaRepository } from '../../../replica/replica.repository.js';
import { SyncTalentCommand } from './sync-talent.command.js';

/**
 * Keeps the talent profile's copy; a deleted profile archives its pending and active connections and
 * withdraws (and archives) its pending applications.
 */
@CommandHandler(SyncTalentCommand)
export class SyncTalentHandler implements ICommandHandler<SyncTalentCommand, void> {
  constructor(
    private readonly replica: ReplicaRepository,
    private readonly connections: ConnectionRepository,
    private readonly applications: ApplicationRepository,
  ) {}

  async execute({ change, sql }: SyncTalentCommand): Promise<void> {
    const tx = prismaTx(sql);
    if (change.kind === 'saved') {
      await this.replica.saveTalent(tx, change.talent);
      return;
    }
    await this.replica.markTalentDeleted(tx, change.talentId, change.accountId);
    await this.connections.archiveLiveOf(tx, 'talent', change.talentId, TALENT_PROFILE_DELETED);
    await this.applications.withdrawPendingOfTalent(tx, change.talentId, TALENT_PROFILE_DELETED);
  }
}
