import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { memberJoined } from '../../../account/account-events.js';
import { MembershipChanges } from '../../../session/membership-changes.js';
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
    private readonly changes: MembershipChanges,
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
    const revision = randomUUID();
    const { accountId, role } = invite;
    const outcome = await this.invites.accept({ tokenHash, accountId, userId, role, revision, at: now }, events, () =>
      // Someone removed from the account a moment ago and invited back: their new tokens work.
      this.changes.joined(accountId, userId, revision),
    );
    if (outcome === 'alreadyMember') {
      throw new IdentityException(IdentityErrorCode.AlreadyMember, 'You already belong to this account.', [accountId]);
    }
    if (outcome === 'notPending') {
      // Accepted or revoked a moment ago: the invitation as it is now says which.
      assertInviteOpen(await this.invites.find(tokenHash), now);
      throw new IdentityException(IdentityErrorCode.TokenUsed, 'This invitation has already been accepted.');
    }
    return { accountId, role };
  }
}
