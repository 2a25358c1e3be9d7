import {
  ProfilesTopics,
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileDeletedSchema,
  RepresentativeProfileUpdatedSchema,
} from '@callsheet/contracts';
import type { ConsumedEvent, EventHandler, SqlClient } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { ConnectionRepository } from '../connection/connection.repository.js';
import { prismaTx } from '../database/connections.database.js';
import { ReplicaRepository } from '../replica/replica.repository.js';

const schemas = [
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileUpdatedSchema,
  RepresentativeProfileDeletedSchema,
];
type RepresentativeEvent = (typeof schemas)[number];

export const REPRESENTATIVE_PROFILE_DELETED = 'representativeProfileDeleted';

/** profiles.representative.events: the copy of each profile; a deleted one archives its connections. */
@Injectable()
export class RepresentativeEventsHandler implements EventHandler<RepresentativeEvent> {
  readonly name = 'connections.representative-events';
  readonly topic = ProfilesTopics.representativeEvents;
  readonly schema = schemas;

  constructor(
    private readonly replica: ReplicaRepository,
    private readonly connections: ConnectionRepository,
  ) {}

  async handle({ payload }: ConsumedEvent<RepresentativeEvent>, sql: SqlClient): Promise<void> {
    const tx = prismaTx(sql);
    switch (payload.$typeName) {
      case 'callsheet.profiles.v1.RepresentativeProfileCreated':
      case 'callsheet.profiles.v1.RepresentativeProfileUpdated':
        await this.replica.saveRepresentative(tx, {
          id: payload.representativeId,
          accountId: payload.accountId,
          displayName: payload.displayName,
          representationTypes: payload.representationTypes,
        });
        return;
      case 'callsheet.profiles.v1.RepresentativeProfileDeleted':
        await this.replica.markRepresentativeDeleted(tx, payload.representativeId, payload.accountId);
        await this.connections.archiveLiveOf(
          tx,
          'representative',
          payload.representativeId,
          REPRESENTATIVE_PROFILE_DELETED,
        );
        return;
    }
  }
}
