import { appendToOutbox, DATABASE } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { AccountEvent } from '../account/account-events.js';
import type { IdentityDatabase } from '../database/identity.database.js';
import { outgoingIdentityEvent } from '../identity.events.js';

/** Invitations, and the membership an accepted one creates; the only place that knows the invite table. */
@Injectable()
export class InviteRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async create(invite: {
    tokenHash: string;
    accountId: string;
    email: string;
    role: string;
    invitedBy: string;
    expiresAt: Date;
  }) {
    await this.db.invite.create({ data: invite });
  }

  find(tokenHash: string) {
    return this.db.invite.findUnique({ where: { tokenHash }, include: { account: { select: { name: true } } } });
  }

  /**
   * Accepts once: the invite is marked, the membership created and its events (AccountMemberJoined)
   * queued in one transaction. Nothing is written when the user already belongs to the account or
   * someone accepted it a moment before.
   */
  accept(
    tokenHash: string,
    accountId: string,
    userId: string,
    role: string,
    at: Date,
    events: readonly AccountEvent[],
  ): Promise<'accepted' | 'alreadyMember' | 'alreadyAccepted'> {
    return this.db.$transaction(async (tx) => {
      const existing = await tx.membership.findUnique({ where: { accountId_userId: { accountId, userId } } });
      if (existing) {
        return 'alreadyMember';
      }
      const { count } = await tx.invite.updateMany({
        where: { tokenHash, acceptedAt: null },
        data: { acceptedAt: at, acceptedBy: userId },
      });
      if (count === 0) {
        return 'alreadyAccepted';
      }
      await tx.membership.create({ data: { accountId, userId, role } });
      await appendToOutbox(tx, events.map(outgoingIdentityEvent));
      return 'accepted';
    });
  }
}
