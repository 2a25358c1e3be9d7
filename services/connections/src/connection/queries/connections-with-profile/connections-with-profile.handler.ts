import type { Page } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { choice, requiredId } from '../../../common/field-rules.js';
import { ConnectionRepository, type StoredConnection } from '../../connection.repository.js';
import { ConnectionsWithProfileQuery } from './connections-with-profile.query.js';

const STATUSES = ['pending', 'active'] as const;

@QueryHandler(ConnectionsWithProfileQuery)
export class ConnectionsWithProfileHandler implements IQueryHandler<
  ConnectionsWithProfileQuery,
  Page<StoredConnection>
> {
  constructor(private readonly connections: ConnectionRepository) {}

  async execute({ accountId, profileId, status, page }: ConnectionsWithProfileQuery): Promise<Page<StoredConnection>> {
    return this.connections.withProfile(
      accountId,
      requiredId('profileId', profileId),
      choice('status', status, STATUSES),
      page,
    );
  }
}
