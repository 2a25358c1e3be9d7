import {
  appendToOutbox,
  buildPage,
  DATABASE,
  KernelException,
  pageWindow,
  type Page,
  type PageRequest,
} from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { IdentityDatabase } from '../database/identity.database.js';
import { outgoingIdentityEvent } from '../identity.events.js';
import type { AccountEvent } from './account-events.js';
import { isUuid, type NewAccount } from './account.js';
import type { MemberRole, MembersInvolved } from './domain/member-changes.rules.js';

/** A membership as stored: the role, its revision (access tokens carry it) and when the member joined. */
export interface MembershipRecord {
  accountId: string;
  userId: string;
  role: string;
  revision: string;
  createdAt: Date;
}

/** What a change of members writes: nothing, a new role (with a new revision), or the removal. */
export type MemberWrite =
  | { kind: 'unchanged' }
  | { kind: 'role'; role: MemberRole; revision: string; events: AccountEvent[] }
  | { kind: 'removed'; events: AccountEvent[] };

/** Accounts and memberships; the only place that knows their tables. */
@Injectable()
export class AccountRepository {
  constructor(@Inject(DATABASE) private readonly db: IdentityDatabase) {}

  /**
   * The account, its owner's membership and their events (AccountCreated), in one transaction: payments
   * hears of every account that exists, and of no account that does not. Answers the owner's membership
   * revision, for their first token.
   */
  async createWithOwner(
    id: string,
    account: NewAccount,
    ownerUserId: string,
    tosAcceptedAt: Date,
    events: readonly AccountEvent[],
  ): Promise<{ revision: string }> {
    const revision = randomUUID();
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
          memberships: { create: { userId: ownerUserId, role: 'owner', revision } },
        },
      });
      await appendToOutbox(tx, events.map(outgoingIdentityEvent));
    });
    return { revision };
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

  /**
   * A page of the account's members, most recently joined first (ties by user id), the cursor being a
   * member's user id. A cursor that names no member of the account is refused as validationFailed.
   */
  async memberPage(accountId: string, page: PageRequest): Promise<Page<MembershipRecord>> {
    const window = pageWindow(page);
    const cursor = window.before ?? window.after;
    const bound = cursor === undefined ? {} : await this.afterCursor(accountId, cursor, window.before ? 'lt' : 'gt');
    const rows = await this.db.membership.findMany({
      where: { accountId, ...bound },
      orderBy: [{ createdAt: window.order }, { userId: window.order }],
      take: window.take,
    });
    return buildPage(rows, page);
  }

  private async afterCursor(accountId: string, userId: string, direction: 'lt' | 'gt') {
    const member = await this.db.membership.findUnique({ where: { accountId_userId: { accountId, userId } } });
    if (!member) {
      const name = direction === 'lt' ? 'starting_after' : 'ending_before';
      throw KernelException.validation(name, `${name} does not match any member of this account.`);
    }
    const joined = member.createdAt;
    return { OR: [{ createdAt: { [direction]: joined } }, { createdAt: joined, userId: { [direction]: userId } }] };
  }

  /**
   * A change of one member, in one transaction with the account locked, so that changes of an account's
   * members happen one after another (two owners demoting each other at once cannot leave it without
   * one). `decide` sees the caller, the member and the number of owners, and answers what to write; it
   * is written with its events through the outbox, then `beforeCommit` runs (the gateway's mark of the
   * change). Answers the write and the membership before it (null when the member was not found).
   */
  async changeMember(
    accountId: string,
    actorUserId: string,
    memberUserId: string,
    decide: (involved: MembersInvolved) => MemberWrite,
    beforeCommit: (write: MemberWrite, before: MembershipRecord) => Promise<void>,
  ): Promise<{ write: MemberWrite; before: MembershipRecord | null }> {
    return this.db.$transaction(async (tx) => {
      const locked = isUuid(accountId)
        ? await tx.$queryRaw<{ id: string }[]>`SELECT id FROM account WHERE id = ${accountId}::uuid FOR UPDATE`
        : [];
      const userIds = [actorUserId, memberUserId].filter(isUuid);
      const rows =
        locked.length === 0 ? [] : await tx.membership.findMany({ where: { accountId, userId: { in: userIds } } });
      const owners = locked.length === 0 ? 0 : await tx.membership.count({ where: { accountId, role: 'owner' } });
      const actor = rows.find((row) => row.userId === actorUserId) ?? null;
      const before = rows.find((row) => row.userId === memberUserId) ?? null;
      const write = decide({ accountId, actor, member: before, owners });
      if (write.kind === 'unchanged' || !before) {
        return { write, before };
      }
      const key = { accountId_userId: { accountId, userId: memberUserId } };
      if (write.kind === 'role') {
        await tx.membership.update({ where: key, data: { role: write.role, revision: write.revision } });
      } else {
        await tx.membership.delete({ where: key });
      }
      await appendToOutbox(tx, write.events.map(outgoingIdentityEvent));
      await beforeCommit(write, before);
      return { write, before };
    });
  }
}
