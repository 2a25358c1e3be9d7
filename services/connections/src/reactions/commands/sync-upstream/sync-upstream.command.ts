import type { SqlClient } from '@callsheet/kernel';
import { Command } from '@nestjs/cqrs';
import type { UpstreamChange } from '../../../replica/domain/upstream-changes.js';

/** A profile or job changed upstream: the copy follows, with what that ends, inside the consumer's transaction (`sql`). */
export class SyncUpstreamCommand extends Command<void> {
  constructor(
    readonly change: UpstreamChange,
    readonly sql: SqlClient,
  ) {
    super();
  }
}
