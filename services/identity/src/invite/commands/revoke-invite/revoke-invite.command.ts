import { Command } from '@nestjs/cqrs';

/** An owner or admin revokes a pending invitation of their selected account: its link stops working. */
export class RevokeInviteCommand extends Command<{ id: string }> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly id: string,
  ) {
    super();
  }
}
