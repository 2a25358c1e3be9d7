import type { Page } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { choice, optionalId } from '../../../common/field-rules.js';
import { ConnectionRepository, type StoredConnection } from '../../connection.repository.js';
import { ListConnectedQuery } from './list-connected.query.js';

const SIDES = ['representatives', 'talents'] as const;

@QueryHandler(ListConnectedQuery)
export class ListConnectedHandler implements IQueryHandler<ListConnectedQuery, Page<StoredConnection>> {
  constructor(private readonly connections: ConnectionRepository) {}

  async execute({ accountId, side, profileId, page }: ListConnectedQuery): Promise<Page<StoredConnection>> {
    return this.connections.connected(accountId, choice('side', side, SIDES), optionalId('profileId', profileId), page);
  }
}
