import { Command } from '@nestjs/cqrs';

/** An owner or admin of the selected account invites someone by email with a role. */
export class CreateInviteCommand extends Command<{ id: string; expiresAt: Date }> {
  constructor(
    readonly userId: string,
    readonly accountId: string,
    readonly inviterRole: string,
    readonly email: string,
    readonly role: string,
  ) {
    super();
  }
}
