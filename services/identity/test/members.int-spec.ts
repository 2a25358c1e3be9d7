import { fromBinary, toJson } from '@bufbuild/protobuf';
import {
  AccountCreatedSchema,
  AccountMemberJoinedSchema,
  AccountMemberRemovedSchema,
  AccountMemberRoleChangedSchema,
  IdentityErrorCode,
  IdentityTopics,
} from '@callsheet/contracts';
import { KernelErrorCode, type DomainError } from '@callsheet/kernel';
import { outboxOf, refusalOf, sharedTestApp } from '@callsheet/testing';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { ChangeMemberRoleCommand } from '../src/account/commands/change-member-role/change-member-role.command.js';
import { RemoveMemberCommand } from '../src/account/commands/remove-member/remove-member.command.js';
import { SelectAccountCommand } from '../src/account/commands/select-account/select-account.command.js';
import { ListMembersQuery } from '../src/account/queries/list-members/list-members.query.js';
import { AcceptInviteCommand } from '../src/invite/commands/accept-invite/accept-invite.command.js';
import { CreateInviteCommand } from '../src/invite/commands/create-invite/create-invite.command.js';
import { RefreshSessionCommand } from '../src/session/commands/refresh-session/refresh-session.command.js';
import {
  MEMBERSHIP_CHANGE_TTL_SECONDS,
  membershipChangeKey,
  MembershipChanges,
  REMOVED_MEMBERSHIP,
} from '../src/session/membership-changes.js';
import { aMember, anAccount, mailedToken, signedIn, withClaims, type Member } from './identity-fixtures.js';
import { startIdentityTestApp, startIdentityTestAppWithoutRedis } from './identity-test-app.js';

const harness = sharedTestApp(startIdentityTestApp);

const firstPage = { limit: 25 };

/** An account with its owner, an admin and a user who joined by accepting invitations, in that order. */
async function anAccountWithMembers() {
  const owner = await aMember(harness);
  const accountId = await anAccount(harness, owner);
  const admin = await joined(owner, accountId, 'admin');
  const user = await joined(owner, accountId, 'user');
  return { owner, admin, user, accountId };
}

/** A verified member who accepted an invitation of `inviter` to the account with this role. */
async function joined(inviter: Member, accountId: string, role: string): Promise<Member> {
  const member = await aMember(harness, { verified: true });
  await harness.commands.execute(new CreateInviteCommand(inviter.userId, accountId, 'owner', member.email, role));
  await harness.commands.execute(new AcceptInviteCommand(await mailedToken(member.email, { after: 1 }), member.userId));
  return member;
}

/** A session of the member with the account selected (what POST /api/auth/session answers). */
async function withAccount(member: Member, accountId: string) {
  const session = await signedIn(harness, member);
  const { session: selected } = await harness.commands.execute(
    new SelectAccountCommand(member.userId, session.claims.sid, accountId, false),
  );
  return withClaims(selected);
}

function changeRole(actor: Member, accountId: string, member: Member | string, role: string) {
  const memberUserId = typeof member === 'string' ? member : member.userId;
  return harness.commands.execute(new ChangeMemberRoleCommand(actor.userId, accountId, memberUserId, role));
}

function remove(actor: Member, accountId: string, member: Member) {
  return harness.commands.execute(new RemoveMemberCommand(actor.userId, accountId, member.userId));
}

async function rolesIn(accountId: string) {
  const rows = await harness.db.membership.findMany({ where: { accountId }, orderBy: { createdAt: 'asc' } });
  return rows.map(({ userId, role }) => ({ userId, role }));
}

async function eventTypesOf(accountId: string) {
  return (await outboxOf(harness.db, accountId)).map((event) => event.eventType);
}

function mark(accountId: string, member: Member) {
  return harness.redis.get(membershipChangeKey(accountId, member.userId));
}

describe('ListMembersQuery', () => {
  it('lists the members with name, email, role and joined date, most recently joined first', async () => {
    const { owner, admin, user, accountId } = await anAccountWithMembers();
    await harness.db.user.update({ where: { id: admin.userId }, data: { displayName: 'Grace Admin' } });

    const page = await harness.queries.execute(new ListMembersQuery(owner.userId, accountId, firstPage));

    expect(page.has_more).toBe(false);
    expect(page.data.map(({ userId, email, role }) => ({ userId, email, role }))).toEqual([
      { userId: user.userId, email: user.email, role: 'user' },
      { userId: admin.userId, email: admin.email, role: 'admin' },
      { userId: owner.userId, email: owner.email, role: 'owner' },
    ]);
    expect(page.data[1].displayName).toBe('Grace Admin');
    const stored = await harness.db.membership.findUniqueOrThrow({
      where: { accountId_userId: { accountId, userId: owner.userId } },
    });
    expect(page.data[2].joinedAt).toEqual(stored.createdAt);
  });

  it('pages with starting_after and ending_before over user ids, and refuses a cursor that is no member', async () => {
    const { owner, admin, user, accountId } = await anAccountWithMembers();
    const list = (page: { limit: number; startingAfter?: string; endingBefore?: string }) =>
      harness.queries.execute(new ListMembersQuery(owner.userId, accountId, page));

    const first = await list({ limit: 2 });
    expect(first.data.map((member) => member.userId)).toEqual([user.userId, admin.userId]);
    expect(first.has_more).toBe(true);
    const second = await list({ limit: 2, startingAfter: admin.userId });
    expect(second).toMatchObject({ data: [{ userId: owner.userId }], has_more: false });
    const back = await list({ limit: 2, endingBefore: owner.userId });
    expect(back.data.map((member) => member.userId)).toEqual([user.userId, admin.userId]);

    expect(await refusalOf(list({ limit: 2, startingAfter: randomUUID() }))).toEqual({
      code: KernelErrorCode.ValidationFailed,
      args: ['starting_after'],
    });
  });

  it('is for owners and admins: a user is refused, and someone of another account answers as not found', async () => {
    const { admin, user, accountId } = await anAccountWithMembers();

    expect((await harness.queries.execute(new ListMembersQuery(admin.userId, accountId, firstPage))).data).toHaveLength(
      3,
    );
    expect(await refusalOf(harness.queries.execute(new ListMembersQuery(user.userId, accountId, firstPage)))).toEqual({
      code: IdentityErrorCode.NotAllowed,
      args: ['user', 'admin'],
    });
    const stranger = await aMember(harness);
    expect(
      await refusalOf(harness.queries.execute(new ListMembersQuery(stranger.userId, accountId, firstPage))),
    ).toEqual({ code: IdentityErrorCode.AccountNotFound, args: [accountId] });
  });
});

describe('ChangeMemberRoleCommand', () => {
  it('gives the member the new role and revision, marks the change for the gateway and publishes it', async () => {
    const { owner, admin, accountId } = await anAccountWithMembers();
    const asAdmin = await withAccount(admin, accountId);
    const before = Date.now();

    const changed = await changeRole(owner, accountId, admin, 'user');

    expect(changed).toMatchObject({ userId: admin.userId, email: admin.email, role: 'user' });
    const stored = await harness.db.membership.findUniqueOrThrow({
      where: { accountId_userId: { accountId, userId: admin.userId } },
    });
    expect(stored.role).toBe('user');
    expect(stored.revision).not.toBe(asAdmin.claims.mrev);
    // The gateway refuses the admin's token from before (its revision is no longer the mark).
    expect(await mark(accountId, admin)).toBe(stored.revision);
    const ttl = await harness.redis.ttl(membershipChangeKey(accountId, admin.userId));
    expect(ttl).toBeGreaterThan(MEMBERSHIP_CHANGE_TTL_SECONDS - 10);
    const events = await outboxOf(harness.db, accountId);
    expect(events.map(({ topic, eventType }) => ({ topic, eventType })).at(-1)).toEqual({
      topic: IdentityTopics.accountEvents,
      eventType: AccountMemberRoleChangedSchema.typeName,
    });
    const payload = toJson(
      AccountMemberRoleChangedSchema,
      fromBinary(AccountMemberRoleChangedSchema, events.at(-1)!.payload),
    );
    expect(payload).toMatchObject({
      accountId,
      userId: admin.userId,
      role: 'user',
      previousRole: 'admin',
      changedBy: owner.userId,
    });
    expect(Date.parse((payload as { changedAt: string }).changedAt)).toBeGreaterThanOrEqual(before - 1000);

    // A refresh of the admin's session carries the new role and the revision the gateway expects.
    const refreshed = withClaims(await harness.commands.execute(new RefreshSessionCommand(asAdmin.refreshToken)));
    expect(refreshed.claims).toMatchObject({ account: accountId, role: 'user', owner: false, mrev: stored.revision });
  });

  it('lets an owner share ownership, then step down while the other owner stays', async () => {
    const { owner, admin, accountId } = await anAccountWithMembers();

    await changeRole(owner, accountId, admin, 'owner');
    await changeRole(owner, accountId, owner, 'admin');

    expect((await rolesIn(accountId)).slice(0, 2)).toEqual([
      { userId: owner.userId, role: 'admin' },
      { userId: admin.userId, role: 'owner' },
    ]);
  });

  it('never demotes the last owner (409 lastOwner) and writes nothing, not even a mark', async () => {
    const { owner, admin, accountId } = await anAccountWithMembers();
    await changeRole(owner, accountId, admin, 'owner');
    await changeRole(admin, accountId, owner, 'user');
    const events = await eventTypesOf(accountId);
    const marked = await mark(accountId, admin);

    expect(await refusalOf(changeRole(admin, accountId, admin, 'admin'))).toEqual({
      code: IdentityErrorCode.LastOwner,
      args: [],
    });
    expect((await rolesIn(accountId)).filter(({ role }) => role === 'owner')).toEqual([
      { userId: admin.userId, role: 'owner' },
    ]);
    expect(await eventTypesOf(accountId)).toEqual(events);
    // The mark of their promotion, still the revision their tokens carry.
    const stored = await harness.db.membership.findUniqueOrThrow({
      where: { accountId_userId: { accountId, userId: admin.userId } },
    });
    expect(marked).toBe(stored.revision);
    expect(await mark(accountId, admin)).toBe(marked);
  });

  it('leaves an account with an owner when its two owners demote each other at once', async () => {
    const { owner, admin, accountId } = await anAccountWithMembers();
    await changeRole(owner, accountId, admin, 'owner');

    const outcomes = await Promise.allSettled([
      changeRole(owner, accountId, admin, 'user'),
      changeRole(admin, accountId, owner, 'user'),
    ]);

    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as DomainError).code] : [],
    );
    // The second, once the first committed, is either no longer an owner or the last one.
    expect(refusals).toHaveLength(1);
    expect([IdentityErrorCode.NotAllowed, IdentityErrorCode.LastOwner]).toContain(refusals[0]);
    expect((await rolesIn(accountId)).filter(({ role }) => role === 'owner')).toHaveLength(1);
  });

  it('changes nothing for the role the member has (no event, no mark)', async () => {
    const { owner, user, accountId } = await anAccountWithMembers();
    const events = await eventTypesOf(accountId);

    expect(await changeRole(owner, accountId, user, 'user')).toMatchObject({ userId: user.userId, role: 'user' });
    expect(await eventTypesOf(accountId)).toEqual(events);
    expect(await mark(accountId, user)).toBeNull();
  });

  it('refuses admins, unknown roles and anyone not a member of the account', async () => {
    const { owner, admin, user, accountId } = await anAccountWithMembers();
    const stranger = await aMember(harness);

    expect(await refusalOf(changeRole(admin, accountId, user, 'admin'))).toEqual({
      code: IdentityErrorCode.NotAllowed,
      args: ['admin', 'owner'],
    });
    expect(await refusalOf(changeRole(owner, accountId, user, 'superuser'))).toEqual({
      code: IdentityErrorCode.InvalidChoice,
      args: ['role', 'superuser'],
    });
    for (const memberUserId of [stranger.userId, 'not-a-uuid']) {
      expect(await refusalOf(changeRole(owner, accountId, memberUserId, 'admin'))).toEqual({
        code: IdentityErrorCode.MemberNotFound,
        args: [],
      });
    }
    // The owner of another account naming this account's member: not a member of theirs.
    const elsewhere = await anAccount(harness, stranger);
    expect((await refusalOf(changeRole(stranger, elsewhere, user, 'admin'))).code).toBe(
      IdentityErrorCode.MemberNotFound,
    );
    expect(await rolesIn(accountId)).toEqual([
      { userId: owner.userId, role: 'owner' },
      { userId: admin.userId, role: 'admin' },
      { userId: user.userId, role: 'user' },
    ]);
  });
});

describe('RemoveMemberCommand', () => {
  it('removes the member, marks them removed for the gateway and publishes it; their refresh drops the account', async () => {
    const { owner, user, accountId } = await anAccountWithMembers();
    const asUser = await withAccount(user, accountId);

    expect(await remove(owner, accountId, user)).toEqual({ memberUserId: user.userId });

    expect((await rolesIn(accountId)).map(({ userId }) => userId)).not.toContain(user.userId);
    expect(await mark(accountId, user)).toBe(REMOVED_MEMBERSHIP);
    const events = await outboxOf(harness.db, accountId);
    expect(events.at(-1)?.eventType).toBe(AccountMemberRemovedSchema.typeName);
    expect(fromBinary(AccountMemberRemovedSchema, events.at(-1)!.payload)).toMatchObject({
      accountId,
      userId: user.userId,
      role: 'user',
      removedBy: owner.userId,
    });
    const refreshed = withClaims(await harness.commands.execute(new RefreshSessionCommand(asUser.refreshToken)));
    expect(refreshed.claims).not.toHaveProperty('account');
    expect(refreshed.claims).not.toHaveProperty('mrev');
    expect(
      await refusalOf(
        harness.commands.execute(new SelectAccountCommand(user.userId, refreshed.claims.sid, accountId, false)),
      ),
    ).toEqual({ code: IdentityErrorCode.AccountNotFound, args: [accountId] });
  });

  it('lets an admin remove a user, but not another admin or an owner', async () => {
    const { owner, admin, user, accountId } = await anAccountWithMembers();
    const otherAdmin = await joined(owner, accountId, 'admin');

    expect(await refusalOf(remove(admin, accountId, otherAdmin))).toEqual({
      code: IdentityErrorCode.NotAllowed,
      args: ['admin', 'admin'],
    });
    expect(await refusalOf(remove(admin, accountId, owner))).toEqual({
      code: IdentityErrorCode.NotAllowed,
      args: ['admin', 'owner'],
    });
    await remove(admin, accountId, user);
    expect((await rolesIn(accountId)).map(({ role }) => role)).toEqual(['owner', 'admin', 'admin']);
  });

  it('never removes the last owner (409 lastOwner), and a user removes nobody', async () => {
    const { owner, admin, user, accountId } = await anAccountWithMembers();
    const events = await eventTypesOf(accountId);

    expect(await refusalOf(remove(owner, accountId, owner))).toEqual({ code: IdentityErrorCode.LastOwner, args: [] });
    expect((await refusalOf(remove(user, accountId, admin))).code).toBe(IdentityErrorCode.NotAllowed);
    expect(await rolesIn(accountId)).toHaveLength(3);
    expect(await eventTypesOf(accountId)).toEqual(events);
    expect(await mark(accountId, owner)).toBeNull();
  });

  it('lets a member removed a moment ago join again: their new membership replaces the removal mark', async () => {
    const { owner, user, accountId } = await anAccountWithMembers();
    await remove(owner, accountId, user);

    await harness.commands.execute(new CreateInviteCommand(owner.userId, accountId, 'owner', user.email, 'user'));
    await harness.commands.execute(new AcceptInviteCommand(await mailedToken(user.email, { after: 2 }), user.userId));

    const stored = await harness.db.membership.findUniqueOrThrow({
      where: { accountId_userId: { accountId, userId: user.userId } },
    });
    expect(await mark(accountId, user)).toBe(stored.revision);
    expect((await withAccount(user, accountId)).claims.mrev).toBe(stored.revision);
    expect((await eventTypesOf(accountId)).slice(-2)).toEqual([
      AccountMemberRemovedSchema.typeName,
      AccountMemberJoinedSchema.typeName,
    ]);
  });

  it('writes no mark when a member joins who was never removed', async () => {
    const { user, accountId } = await anAccountWithMembers();
    expect(await mark(accountId, user)).toBeNull();
    expect(await eventTypesOf(accountId)).toEqual([
      AccountCreatedSchema.typeName,
      AccountMemberJoinedSchema.typeName,
      AccountMemberJoinedSchema.typeName,
    ]);
  });
});

describe('MembershipChanges', () => {
  it('takes back a mark whose change did not commit, unless a later change marked again', async () => {
    const changes = harness.app.get(MembershipChanges);
    const accountId = randomUUID();
    const userId = randomUUID();
    const key = membershipChangeKey(accountId, userId);
    const failedCommit = new Error('the commit failed');

    await expect(
      changes.around(accountId, userId, async (markChange) => {
        await markChange('revision-2', 'revision-1');
        expect(await harness.redis.get(key)).toBe('revision-2');
        throw failedCommit;
      }),
    ).rejects.toBe(failedCommit);
    expect(await harness.redis.get(key)).toBe('revision-1');

    await expect(
      changes.around(accountId, userId, async (markChange) => {
        await markChange('revision-3', 'revision-1');
        await harness.redis.set(key, 'revision-4');
        throw failedCommit;
      }),
    ).rejects.toBe(failedCommit);
    expect(await harness.redis.get(key)).toBe('revision-4');
  });
});

describe('with Redis away', () => {
  const away = sharedTestApp(startIdentityTestAppWithoutRedis);

  it('refuses a change of role or a removal with 503 before changing anything', async () => {
    const { owner, admin, accountId } = await anAccountWithMembers();
    const events = await eventTypesOf(accountId);
    const unavailable = { code: KernelErrorCode.UpstreamUnavailable, args: [] };

    expect(
      await refusalOf(
        away.commands.execute(new ChangeMemberRoleCommand(owner.userId, accountId, admin.userId, 'user')),
      ),
    ).toEqual(unavailable);
    expect(
      await refusalOf(away.commands.execute(new RemoveMemberCommand(owner.userId, accountId, admin.userId))),
    ).toEqual(unavailable);

    expect((await rolesIn(accountId))[1]).toEqual({ userId: admin.userId, role: 'admin' });
    expect(await eventTypesOf(accountId)).toEqual(events);
  });
});

describe('access tokens', () => {
  it('carry the revision of the membership they were issued with', async () => {
    const { admin, accountId } = await anAccountWithMembers();
    const session = await withAccount(admin, accountId);
    const stored = await harness.db.membership.findUniqueOrThrow({
      where: { accountId_userId: { accountId, userId: admin.userId } },
    });
    expect(decodeJwt(session.accessToken)).toMatchObject({ account: accountId, role: 'admin', mrev: stored.revision });
  });
});
