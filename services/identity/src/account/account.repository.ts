import { appendToOutbox, DATABASE } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentityDatabase } from '../database/identity.database.js';
import { outgoingIdentityEvent } from '../identity.events.js';
import type { AccountEvent } from './account-events.js';
import { isUuid, type NewAccount } from './account.js';

export type MembershipRole = 'owner' | 'admin' | 'user';

/** Accounts and memberships; the only place that knows their tables. */
@Injectable()
export class AccountRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /**
   * The account, its owner's membership and their events (AccountCreated), in one transaction: payments
   * hears of every account that exists, and of no account that does not.
   */
  async createWithOwner(
    id: string,
    account: NewAccount,
    ownerUserId: string,
    tosAcceptedAt: Date,
    events: readonly AccountEvent[],
  ): Promise<void> {
    await this.db.$transaction(async (tx) => {
      await tx.account.create({
        data: {
          id,
          businessType: account.businessType,
          accountType: account.accountType,
          name: account.name,
          country: account.country,
          minor: account.minor,
          individualFirstName: account.individual?.firstName ?? null,
          individualLastName: account.individual?.lastName ?? null,
          individualBirthDate: account.individual ? new Date(`${account.individual.dateOfBirth}T00:00:00Z`) : null,
          tosAcceptedAt,
          memberships: { create: { userId: ownerUserId, role: 'owner' } },
        },
      });
      await appendToOutbox(tx, events.map(outgoingIdentityEvent));
    });
  }

  /** The membership, or null, also for an id that is not a UUID (which no account has). */
  async findMembership(accountId: string, userId: string) {
    if (!isUuid(accountId) || !isUuid(userId)) {
      return null;
    }
    return this.db.membership.findUnique({
      where: { accountId_userId: { accountId, userId } },
      include: { account: true },
    });
  }
}
