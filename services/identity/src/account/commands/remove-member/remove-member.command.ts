import { Command } from '@nestjs/cqrs';

/** An owner or admin removes a member from their selected account; the member's tokens with it stop working. */
export class RemoveMemberCommand extends Command<{ memberUserId: string }> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly memberUserId: string,
  ) {
    super();
  }
}
