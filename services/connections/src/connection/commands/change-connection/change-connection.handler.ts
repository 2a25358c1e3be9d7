import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalidChoice } from '../../../common/field-rules.js';
import { connectionStep } from '../../domain/connection-events.js';
import {
  CONNECTION_ACTIONS,
  connectionTransition,
  END_CONNECTION,
  endingAction,
  isConnectionAction,
} from '../../domain/connection-status.js';
import { connectionChangedMeanwhile, requireParty } from '../../connection.access.js';
import { ConnectionRepository, type StoredConnection } from '../../connection.repository.js';
import { ChangeConnectionCommand } from './change-connection.command.js';

@CommandHandler(ChangeConnectionCommand)
export class ChangeConnectionHandler implements ICommandHandler<ChangeConnectionCommand, StoredConnection> {
  constructor(private readonly connections: ConnectionRepository) {}

  async execute({ accountId, id, action: asked }: ChangeConnectionCommand): Promise<StoredConnection> {
    if (asked !== END_CONNECTION && !isConnectionAction(asked)) {
      throw invalidChoice('action', asked || `one of ${CONNECTION_ACTIONS.join(', ')}`);
    }
    const { connection, party } = requireParty(await this.connections.findById(id), accountId, id);
    const action = asked === END_CONNECTION ? endingAction(connection.status, party) : asked;
    const changed = await this.connections.change(connection, connectionStep(connection.status, action, party));
    if (!changed) {
      // Lost a race: check the action again against what won, so the answer names the real status.
      const now = requireParty(await this.connections.findById(id), accountId, id);
      connectionTransition(now.connection.status, action, now.party);
      throw connectionChangedMeanwhile(now.connection, action);
    }
    return changed;
  }
}
