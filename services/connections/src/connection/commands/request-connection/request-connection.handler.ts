import { uuid7 } from '@callsheet/kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConnectionsErrorCode, ConnectionsException } from '../../../connections.errors.js';
import { ReplicaRepository } from '../../../replica/replica.repository.js';
import { connectionRequested } from '../../domain/connection-events.js';
import { requestingSide, validateConnectionRequest } from '../../domain/connection-request.rules.js';
import { ConnectionRepository, type StoredConnection } from '../../connection.repository.js';
import { RequestConnectionCommand } from './request-connection.command.js';

@CommandHandler(RequestConnectionCommand)
export class RequestConnectionHandler implements ICommandHandler<RequestConnectionCommand, StoredConnection> {
  constructor(
    private readonly connections: ConnectionRepository,
    private readonly profiles: ReplicaRepository,
  ) {}

  async execute({ accountId, input }: RequestConnectionCommand): Promise<StoredConnection> {
    const request = validateConnectionRequest(input);
    const [talent, representative] = await Promise.all([
      this.profiles.findTalent(request.talentId),
      this.profiles.findRepresentative(request.representativeId),
    ]);
    if (!talent || !representative) {
      const missing = talent ? request.representativeId : request.talentId;
      throw new ConnectionsException(ConnectionsErrorCode.ProfileNotFound, `No profile ${missing}.`, [missing]);
    }
    const requestedBy = requestingSide(accountId, talent, representative);
    const created = await this.connections.request(
      {
        id: uuid7(),
        talentId: talent.id,
        talentAccountId: talent.accountId,
        representativeId: representative.id,
        representativeAccountId: representative.accountId,
        requestedBy,
        types: request.types,
        message: request.message,
      },
      connectionRequested(),
    );
    if (!created) {
      const existing = await this.connections.findLiveBetween(talent.id, representative.id);
      const status = existing?.status ?? 'pending';
      throw new ConnectionsException(
        ConnectionsErrorCode.ConnectionExists,
        status === 'active'
          ? 'These profiles are already connected.'
          : 'A connection request between these profiles is already pending.',
        [status],
      );
    }
    return created;
  }
}
