import { Command } from '@nestjs/cqrs';

/** The signed-in user accepts an invitation and joins the account. */
export class AcceptInviteCommand extends Command<{ accountId: string; role: string }> {
  constructor(
    readonly token: string,
    readonly userId: string,
  ) {
    super();
  }
}
