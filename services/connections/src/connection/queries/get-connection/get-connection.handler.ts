import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { requireParty } from '../../connection.access.js';
import { ConnectionRepository, type StoredConnection } from '../../connection.repository.js';
import { GetConnectionQuery } from './get-connection.query.js';

@QueryHandler(GetConnectionQuery)
export class GetConnectionHandler implements IQueryHandler<GetConnectionQuery, StoredConnection> {
  constructor(private readonly connections: ConnectionRepository) {}

  async execute({ accountId, id }: GetConnectionQuery): Promise<StoredConnection> {
    return requireParty(await this.connections.findById(id), accountId, id).connection;
  }
}
