import {
  ProfilesTopics,
  TalentProfileCreatedSchema,
  TalentProfileDeletedSchema,
  TalentProfileUpdatedSchema,
} from '@callsheet/contracts';
import type { ConsumedEvent, EventHandler, SqlClient } from '@callsheet/kernel';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SyncTalentCommand, type TalentChange } from './commands/sync-talent/sync-talent.command.js';

const schemas = [TalentProfileCreatedSchema, TalentProfileUpdatedSchema, TalentProfileDeletedSchema];
type TalentEvent = (typeof schemas)[number];

/** profiles.talent.events: the copy of each talent profile follows it (SyncTalentCommand). */
@Injectable()
export class TalentEventsHandler implements EventHandler<TalentEvent> {
  readonly name = 'connections.talent-events';
  readonly topic = ProfilesTopics.talentEvents;
  readonly schema = schemas;

  constructor(private readonly commands: CommandBus) {}

  async handle({ payload }: ConsumedEvent<TalentEvent>, sql: SqlClient): Promise<void> {
    await this.commands.execute(new SyncTalentCommand(talentChange(payload), sql));
  }
}

function talentChange(payload: ConsumedEvent<TalentEvent>['payload']): TalentChange {
  if (payload.$typeName === 'callsheet.profiles.v1.TalentProfileDeleted') {
    return { kind: 'deleted', talentId: payload.talentId, accountId: payload.accountId };
  }
  return {
    kind: 'saved',
    talent: {
      id: payload.talentId,
      accountId: payload.accountId,
      displayName: payload.displayName,
      minor: payload.minor,
      trustAccount: payload.trustAccount,
    },
  };
}
