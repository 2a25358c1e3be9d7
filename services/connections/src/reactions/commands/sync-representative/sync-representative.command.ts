import type { SqlClient } from '@callsheet/kernel';
import { Command } from '@nestjs/cqrs';
import type { RepresentativeCopy } from '../../../replica/replica.repository.js';

export type RepresentativeChange =
  | { kind: 'saved'; representative: RepresentativeCopy }
  | { kind: 'deleted'; representativeId: string; accountId: string };

/** A representative profile changed in profiles: the copy follows, inside the consumer's transaction. */
export class SyncRepresentativeCommand extends Command<void> {
  constructor(
    readonly change: RepresentativeChange,
    readonly sql: SqlClient,
  ) {
    super();
  }
}
