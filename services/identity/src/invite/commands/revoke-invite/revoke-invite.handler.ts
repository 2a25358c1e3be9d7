import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRepository } from '../../../account/account.repository.js';
import { assertManagesMembers } from '../../../account/domain/member-changes.rules.js';
import { assertMayManageInvite, inviteNotFound } from '../../invite.js';
import { InviteRepository } from '../../invite.repository.js';
import { RevokeInviteCommand } from './revoke-invite.command.js';

@CommandHandler(RevokeInviteCommand)
export class RevokeInviteHandler implements ICommandHandler<RevokeInviteCommand, { id: string }> {
  constructor(
    private readonly invites: InviteRepository,
    private readonly accounts: AccountRepository,
  ) {}

  async execute({ userId, accountId, id }: RevokeInviteCommand): Promise<{ id: string }> {
    const manager = assertManagesMembers(accountId, await this.accounts.findMembership(accountId, userId));
    const invite = await this.invites.findPending(accountId, id);
    if (!invite) {
      throw inviteNotFound(id);
    }
    assertMayManageInvite(manager.role, invite);
    // Accepted or revoked by someone else meanwhile: no longer pending, as if it were not there.
    if (!(await this.invites.revoke(id, userId, new Date()))) {
      throw inviteNotFound(id);
    }
    return { id };
  }
}
