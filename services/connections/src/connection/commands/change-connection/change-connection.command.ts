import { Command } from '@nestjs/cqrs';
import type { StoredConnection } from '../../connection.repository.js';

/**
 * One step of the connection table: approve or reject (recipient), revoke (sender), remove or archive
 * (either side). PATCH /api/connection/status/approve/{id}, PATCH and DELETE /api/connection/{id}
 * (DELETE sends `end`: revoke, reject or remove, whichever fits the caller and the status).
 */
export class ChangeConnectionCommand extends Command<StoredConnection> {
  constructor(
    readonly accountId: string,
    readonly id: string,
    readonly action: string,
  ) {
    super();
  }
}
