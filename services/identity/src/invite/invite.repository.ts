import { appendToOutbox, buildPage, DATABASE, keysetPageArgs, type Page, type PageRequest } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '../account/account.js';
import type { AccountEvent } from '../account/account-events.js';
import type { IdentityDatabase } from '../database/identity.database.js';
import { outgoingIdentityEvent } from '../identity.events.js';

/** An invitation as stored (its link only as the SHA-256 of the token). */
export interface StoredInviteRecord {
  id: string;
  tokenHash: string;
  accountId: string;
  email: string;
  role: string;
  invitedBy: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
}

/** Neither accepted nor revoked: what an account lists, revokes and sends again (expired ones too). */
const PENDING = { acceptedAt: null, revokedAt: null } as const;

/** Invitations, and the membership an accepted one creates; the only place that knows the invite table. */
@Injectable()
export class InviteRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  async create(invite: Omit<StoredInviteRecord, 'acceptedAt' | 'revokedAt' | 'createdAt'>) {
    await this.db.invite.create({ data: invite });
  }

  find(tokenHash: string) {
    return this.db.invite.findUnique({ where: { tokenHash }, include: { account: { select: { name: true } } } });
  }

  /** The account's pending invitation with this id, with the account's name; null for any other id. */
  findPending(accountId: string, id: string) {
    if (!isUuid(id) || !isUuid(accountId)) {
      return Promise.resolve(null);
    }
    return this.db.invite.findFirst({
      where: { id, accountId, ...PENDING },
      include: { account: { select: { name: true } } },
    });
  }

  /** A page of the account's pending invitations, newest first. */
  async pendingPage(accountId: string, page: PageRequest): Promise<Page<StoredInviteRecord>> {
    const rows = await this.db.invite.findMany(keysetPageArgs({ accountId, ...PENDING }, page));
    return buildPage(rows, page);
  }

  /** Revokes a pending invitation; false when it was accepted or revoked a moment before. */
  async revoke(id: string, revokedBy: string, at: Date): Promise<boolean> {
    const { count } = await this.db.invite.updateMany({
      where: { id, ...PENDING },
      data: { revokedAt: at, revokedBy },
    });
    return count === 1;
  }

  /**
   * Gives a pending invitation a new link and expiry (the old link stops working); the invitation as it
   * is now, or null when it was accepted or revoked a moment before.
   */
  async renew(id: string, tokenHash: string, expiresAt: Date): Promise<StoredInviteRecord | null> {
    return this.db.$transaction(async (tx) => {
      const { count } = await tx.invite.updateMany({ where: { id, ...PENDING }, data: { tokenHash, expiresAt } });
      return count === 1 ? tx.invite.findUnique({ where: { id } }) : null;
    });
  }

  /**
   * Accepts once: the invite is marked, the membership created with its revision and its events
   * (AccountMemberJoined) queued in one transaction, then `beforeCommit` runs (the gateway's list of
   * changed memberships). Nothing is written when the user already belongs to the account, or someone
   * accepted or revoked the invitation a moment before.
   */
  accept(
    accept: { tokenHash: string; accountId: string; userId: string; role: string; revision: string; at: Date },
    events: readonly AccountEvent[],
    beforeCommit: () => Promise<void>,
  ): Promise<'accepted' | 'alreadyMember' | 'notPending'> {
    const { tokenHash, accountId, userId, role, revision, at } = accept;
    return this.db.$transaction(async (tx) => {
      const existing = await tx.membership.findUnique({ where: { accountId_userId: { accountId, userId } } });
      if (existing) {
        return 'alreadyMember';
      }
      const { count } = await tx.invite.updateMany({
        where: { tokenHash, ...PENDING },
        data: { acceptedAt: at, acceptedBy: userId },
      });
      if (count === 0) {
        return 'notPending';
      }
      await tx.membership.create({ data: { accountId, userId, role, revision } });
      await appendToOutbox(tx, events.map(outgoingIdentityEvent));
      await beforeCommit();
      return 'accepted';
    });
  }
}
