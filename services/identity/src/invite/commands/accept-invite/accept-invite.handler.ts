import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { memberJoined } from '../../../account/account-events.js';
import { hashToken } from '../../../user/one-time-token.js';
import { IdentityErrorCode, IdentityException } from '../../../user/user.errors.js';
import { UserRepository } from '../../../user/user.repository.js';
import { assertInviteOpen, assertMayAccept } from '../../invite.js';
import { InviteRepository } from '../../invite.repository.js';
import { AcceptInviteCommand } from './accept-invite.command.js';

@CommandHandler(AcceptInviteCommand)
export class AcceptInviteHandler implements ICommandHandler<AcceptInviteCommand> {
  constructor(
    private readonly invites: InviteRepository,
    private readonly users: UserRepository,
  ) {}

  async execute({ token, userId }: AcceptInviteCommand): Promise<{ accountId: string; role: string }> {
    const tokenHash = hashToken(token);
    const now = new Date();
    const invite = await this.invites.find(tokenHash);
    assertInviteOpen(invite, now);
    const user = await this.users.findById(userId);
    if (!user) {
      throw new IdentityException(IdentityErrorCode.UserNotFound, 'This user no longer exists.');
    }
    assertMayAccept(invite, user);
    const events = memberJoined(invite, userId, now);
    const outcome = await this.invites.accept(tokenHash, invite.accountId, userId, invite.role, now, events);
    if (outcome === 'alreadyMember') {
      throw new IdentityException(IdentityErrorCode.AlreadyMember, 'You already belong to this account.', [
        invite.accountId,
      ]);
    }
    if (outcome === 'alreadyAccepted') {
      throw new IdentityException(IdentityErrorCode.TokenUsed, 'This invitation has already been accepted.');
    }
    return { accountId: invite.accountId, role: invite.role };
  }
}
