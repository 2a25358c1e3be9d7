import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplicationRepository } from '../../../application/application.repository.js';
import { ConnectionRepository } from '../../../connection/connection.repository.js';
import { prismaTx, type Tx } from '../../../database/connections.database.js';
import { type UpstreamEffect, upstreamEffects } from '../../../replica/domain/upstream-changes.js';
import { ReplicaRepository } from '../../../replica/replica.repository.js';
import { SyncUpstreamCommand } from './sync-upstream.command.js';

/** Keeps the copy of a profile or job, then ends what its change ends (upstream-changes.ts). */
@CommandHandler(SyncUpstreamCommand)
export class SyncUpstreamHandler implements ICommandHandler<SyncUpstreamCommand, void> {
  constructor(
    private readonly replica: ReplicaRepository,
    private readonly connections: ConnectionRepository,
    private readonly applications: ApplicationRepository,
  ) {}

  async execute({ change, sql }: SyncUpstreamCommand): Promise<void> {
    const tx = prismaTx(sql);
    await this.replica.follow(tx, change);
    for (const effect of upstreamEffects(change)) {
      await this.end(tx, effect);
    }
  }

  private end(tx: Tx, effect: UpstreamEffect): Promise<number> {
    switch (effect.ends) {
      case 'liveConnections':
        return this.connections.archiveLiveOf(tx, effect.side, effect.profileId, effect.reason);
      case 'pendingApplicationsOfTalent':
        return this.applications.withdrawPendingOfTalent(tx, effect.talentId, effect.reason);
      case 'pendingApplicationsOfJob':
        return this.applications.closePendingOfJob(tx, effect.jobId, effect.reason);
    }
  }
}
