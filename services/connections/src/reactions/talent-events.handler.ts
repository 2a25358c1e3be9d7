import {
  ProfilesTopics,
  TalentProfileCreatedSchema,
  TalentProfileDeletedSchema,
  TalentProfileUpdatedSchema,
} from '@callsheet/contracts';
import { type ConsumedEvent, EventConsumer, type EventHandler, type SqlClient } from '@callsheet/kernel';
import { CommandBus } from '@nestjs/cqrs';
import type { UpstreamChange } from '../replica/domain/upstream-changes.js';
import { SyncUpstreamCommand } from './commands/sync-upstream/sync-upstream.command.js';

const schemas = [TalentProfileCreatedSchema, TalentProfileUpdatedSchema, TalentProfileDeletedSchema];
type TalentEvent = (typeof schemas)[number];

/** profiles.talent.events: the copy of each talent profile follows it (SyncUpstreamCommand). */
@EventConsumer()
export class TalentEventsHandler implements EventHandler<TalentEvent> {
  readonly name = 'connections.talent-events';
  readonly topic = ProfilesTopics.talentEvents;
  readonly schema = schemas;

  constructor(private readonly commands: CommandBus) {}

  async handle({ payload }: ConsumedEvent<TalentEvent>, sql: SqlClient): Promise<void> {
    await this.commands.execute(new SyncUpstreamCommand(talentChange(payload), sql));
  }
}

function talentChange(payload: ConsumedEvent<TalentEvent>['payload']): UpstreamChange {
  if (payload.$typeName === 'callsheet.profiles.v1.TalentProfileDeleted') {
    return { kind: 'talentDeleted', talentId: payload.talentId, accountId: payload.accountId };
  }
  return {
    kind: 'talentSaved',
    talent: {
      id: payload.talentId,
      accountId: payload.accountId,
      displayName: payload.displayName,
      minor: payload.minor,
      trustAccount: payload.trustAccount,
      birthDate: payload.minorBirthDate,
    },
  };
}
