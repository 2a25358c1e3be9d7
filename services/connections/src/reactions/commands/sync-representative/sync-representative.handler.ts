import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConnectionRepository } from '../../../connection/connection.repository.js';
import { prismaTx } from '../../../database/connections.database.js';
import { REPRESENTATIVE_PROFILE_DELETED } from '../../../replica/domain/upstream-changes.js';
import { ReplicaRepository } from '../../../replica/replica.repository.js';
import { SyncRepresentativeCommand } from './sync-representative.command.js';

/** Keeps the representative profile's copy; a deleted profile archives its live connections. */
@CommandHandler(SyncRepresentativeCommand)
export class SyncRepresentativeHandler implements ICommandHandler<SyncRepresentativeCommand, void> {
  constructor(
    private readonly replica: ReplicaRepository,
    private readonly connections: ConnectionRepository,
  ) {}

  async execute({ change, sql }: SyncRepresentativeCommand): Promise<void> {
    const tx = prismaTx(sql);
    if (change.kind === 'saved') {
      await this.replica.saveRepresentative(tx, change.representative);
      return;
    }
    await this.replica.markRepresentativeDeleted(tx, change.representativeId, change.accountId);
    await this.connections.archiveLiveOf(tx, 'representative', change.representativeId, REPRESENTATIVE_PROFILE_DELETED);
  }
}
