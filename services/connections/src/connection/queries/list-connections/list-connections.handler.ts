import type { Page } from '@callsheet/kernel';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { choice } from '../../../common/field-rules.js';
import { ConnectionRepository, type StoredConnection } from '../../connection.repository.js';
import { ListConnectionsQuery } from './list-connections.query.js';

const LISTS = ['approved', 'received', 'sent'] as const;

@QueryHandler(ListConnectionsQuery)
export class ListConnectionsHandler implements IQueryHandler<ListConnectionsQuery, Page<StoredConnection>> {
  constructor(private readonly connections: ConnectionRepository) {}

  async execute({ accountId, list, page }: ListConnectionsQuery): Promise<Page<StoredConnection>> {
    return this.connections.list(accountId, choice('list', list, LISTS), page);
  }
}
