import type { SqlClient } from '@callsheet/kernel';
import { Command } from '@nestjs/cqrs';
import type { TalentCopy } from '../../../replica/replica.repository.js';

export type TalentChange =
  { kind: 'saved'; talent: TalentCopy } | { kind: 'deleted'; talentId: string; accountId: string };

/** A talent profile changed in profiles: the copy follows, inside the consumer's transaction (`sql`). */
export class SyncTalentCommand extends Command<void> {
  constructor(
    readonly change: TalentChange,
    readonly sql: SqlClient,
  ) {
    super();
  }
}
