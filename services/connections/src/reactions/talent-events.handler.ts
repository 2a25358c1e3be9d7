import {
  ProfilesTopics,
  TalentProfileCreatedSchema,
  TalentProfileDeletedSchema,
  TalentProfileUpdatedSchema,
} from '@callsheet/contracts';
import type { ConsumedEvent, EventHandler, SqlClient } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { ApplicationRepository } from '../application/application.repository.js';
import { ConnectionRepository } from '../connection/connection.repository.js';
import { prismaTx } from '../database/connections.database.js';
import { ReplicaRepository } from '../replica/replica.repository.js';

const schemas = [TalentProfileCreatedSchema, TalentProfileUpdatedSchema, TalentProfileDeletedSchema];
type TalentEvent = (typeof schemas)[number];

export const TALENT_PROFILE_DELETED = 'talentProfileDeleted';

/**
 * profiles.talent.events: keeps the copy of each talent profile; a deleted profile archives its pending
 * and active connections and withdraws (and archives) its pending applications, in the same
 * transaction that records the event as processed.
 */
@Injectable()
export class TalentEventsHandler implements EventHandler<TalentEvent> {
  readonly name = 'connections.talent-events';
  readonly topic = ProfilesTopics.talentEvents;
  readonly schema = schemas;

  constructor(
    private readonly replica: ReplicaRepository,
    private readonly connections: ConnectionRepository,
    private readonly applications: ApplicationRepository,
  ) {}

  async handle({ payload }: ConsumedEvent<TalentEvent>, sql: SqlClient): Promise<void> {
    const tx = prismaTx(sql);
    switch (payload.$typeName) {
      case 'callsheet.profiles.v1.TalentProfileCreated':
      case 'callsheet.profiles.v1.TalentProfileUpdated':
        await this.replica.saveTalent(tx, {
          id: payload.talentId,
          accountId: payload.accountId,
          displayName: payload.displayName,
          minor: payload.minor,
          trustAccount: payload.trustAccount,
        });
        return;
      case 'callsheet.profiles.v1.TalentProfileDeleted':
        await this.replica.markTalentDeleted(tx, payload.talentId, payload.accountId);
        await this.connections.archiveLiveOf(tx, 'talent', payload.talentId, TALENT_PROFILE_DELETED);
        await this.applications.withdrawPendingOfTalent(tx, payload.talentId, TALENT_PROFILE_DELETED);
        return;
    }
  }
}
