import {
  ProfilesTopics,
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileDeletedSchema,
  RepresentativeProfileUpdatedSchema,
} from '@callsheet/contracts';
import { type ConsumedEvent, EventConsumer, type EventHandler, type SqlClient } from '@callsheet/kernel';
import { CommandBus } from '@nestjs/cqrs';
import type { UpstreamChange } from '../replica/domain/upstream-changes.js';
import { SyncUpstreamCommand } from './commands/sync-upstream/sync-upstream.command.js';

const schemas = [
  RepresentativeProfileCreatedSchema,
  RepresentativeProfileUpdatedSchema,
  RepresentativeProfileDeletedSchema,
];
type RepresentativeEvent = (typeof schemas)[number];

/** profiles.representative.events: the copy of each profile follows it (SyncUpstreamCommand). */
@EventConsumer()
export class RepresentativeEventsHandler implements EventHandler<RepresentativeEvent> {
  readonly name = 'connections.representative-events';
  readonly topic = ProfilesTopics.representativeEvents;
  readonly schema = schemas;

  constructor(private readonly commands: CommandBus) {}

  async handle({ payload }: ConsumedEvent<RepresentativeEvent>, sql: SqlClient): Promise<void> {
    await this.commands.execute(new SyncUpstreamCommand(representativeChange(payload), sql));
  }
}

function representativeChange(payload: ConsumedEvent<RepresentativeEvent>['payload']): UpstreamChange {
  if (payload.$typeName === 'callsheet.profiles.v1.RepresentativeProfileDeleted') {
    return { kind: 'representativeDeleted', representativeId: payload.representativeId, accountId: payload.accountId };
  }
  return {
    kind: 'representativeSaved',
    representative: {
      id: payload.representativeId,
      accountId: payload.accountId,
      displayName: payload.displayName,
      representationTypes: payload.representationTypes,
    },
  };
}
