import { create } from '@bufbuild/protobuf';
import { type Connection, type ConnectionPage, ConnectionPageSchema, ConnectionSchema } from '@callsheet/contracts';
import type { Page } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { ReplicaRepository } from '../replica/replica.repository.js';
import { connectionActions } from './domain/connection-status.js';
import { partyOf } from './connection.access.js';
import type { StoredConnection } from './connection.repository.js';

/** Connections as the caller sees them: both profiles' names, the direction and what it may do. */
@Injectable()
export class ConnectionViews {
  constructor(private readonly profiles: ReplicaRepository) {}

  async one(connection: StoredConnection, accountId: string): Promise<Connection> {
    const [message] = await this.messages([connection], accountId);
    return message;
  }

  async page(page: Page<StoredConnection>, accountId: string): Promise<ConnectionPage> {
    return create(ConnectionPageSchema, { data: await this.messages(page.data, accountId), hasMore: page.has_more });
  }

  private async messages(connections: readonly StoredConnection[], accountId: string): Promise<Connection[]> {
    const [talents, representatives] = await Promise.all([
      this.profiles.talentsByIds(connections.map((connection) => connection.talentId)),
      this.profiles.representativesByIds(connections.map((connection) => connection.representativeId)),
    ]);
    return connections.map((connection) => {
      const party = partyOf(connection, accountId);
      return create(ConnectionSchema, {
        id: connection.id,
        status: connection.status,
        types: connection.types,
        message: connection.message,
        talentId: connection.talentId,
        talentName: talents.get(connection.talentId)?.displayName ?? '',
        representativeId: connection.representativeId,
        representativeName: representatives.get(connection.representativeId)?.displayName ?? '',
        requestedBy: connection.requestedBy,
        direction: party === 'requester' ? 'sent' : 'received',
        endedReason: connection.endedReason,
        actions: party ? connectionActions(connection.status, party) : [],
        createdAt: connection.createdAt.toISOString(),
        updatedAt: connection.updatedAt.toISOString(),
        approvedAt: connection.approvedAt?.toISOString(),
      });
    });
  }
}
