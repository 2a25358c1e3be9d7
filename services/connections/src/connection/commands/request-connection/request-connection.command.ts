import { Command } from '@nestjs/cqrs';
import type { ConnectionRequestInput } from '../../domain/connection-request.rules.js';
import type { StoredConnection } from '../../connection.repository.js';

/** POST /api/connection: a pending request from one of the caller's profiles to another account's. */
export class RequestConnectionCommand extends Command<StoredConnection> {
  constructor(
    readonly accountId: string,
    readonly input: ConnectionRequestInput,
  ) {
    super();
  }
}
