import {
  ProfilesTopics,
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileDeletedSchema,
  RepresentativeProfileUpdatedSchema,
} from '@callsheet/contracts';
import type { ConsumedEvent, EventHandler, SqlClient } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type RepresentativeChange,
  SyncRepresentativeCommand,
} from './commands/sync-representative/sync-representative.command.js';

const schemas = [
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileUpdatedSchema,
  RepresentativeProfileDeletedSchema,
];
type RepresentativeEvent = (typeof schemas)[number];

/** profiles.representative.events: the copy of each profile follows it (SyncRepresentativeCommand). */
@Injectable()
export class RepresentativeEventsHandler implements EventHandler<RepresentativeEvent> {
  readonly name = 'connections.representative-events';
  readonly topic = ProfilesTopics.representativeEvents;
  readonly schema = schemas;

  constructor(private readonly commands: CommandBus) {}

  async handle({ payload }: ConsumedEvent<RepresentativeEvent>, sql: SqlClient): Promise<void> {
    await this.commands.execute(new SyncRepresentativeCommand(representativeChange(payload), sql));
  }
}

function representativeChange(payload: ConsumedEvent<RepresentativeEvent>['payload']): RepresentativeChange {
  if (payload.$typeName === 'callsheet.profiles.v1.RepresentativeProfileDeleted') {
    return { kind: 'deleted', representativeId: payload.representativeId, accountId: payload.accountId };
  }
  return {
    kind: 'saved',
    representative: {
      id: payload.representativeId,
      accountId: payload.accountId,
      displayName: payload.displayName,
      representationTypes: payload.representationTypes,
    },
  };
}
