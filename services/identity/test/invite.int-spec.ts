import { fromBinary, toJson } from '@bufbuild/protobuf';
import {
  AccountCreatedSchema,
  AccountMemberJoinedSchema,
  IdentityErrorCode,
  IdentityTopics,
} from '@callsheet/contracts';
import type { DomainError } from '@callsheet/kernel';
import { outboxOf, refusalOf, sharedTestApp, waitForMail } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { AcceptInviteCommand } from '../src/invite/commands/accept-invite/accept-invite.command.js';
import { CreateInviteCommand } from '../src/invite/commands/create-invite/create-invite.command.js';
import { ResendInviteCommand } from '../src/invite/commands/resend-invite/resend-invite.command.js';
import { RevokeInviteCommand } from '../src/invite/commands/revoke-invite/revoke-invite.command.js';
import { GetInviteInfoQuery } from '../src/invite/queries/get-invite-info/get-invite-info.query.js';
import { ListInvitesQuery } from '../src/invite/queries/list-invites/list-invites.query.js';
import { hashToken, newToken } from '../src/user/one-time-token.js';
import { aMember, anAccount, mailedToken, newClientIp, newEmail, type Member } from './identity-fixtures.js';
import { startIdentityTestApp, type IdentityTestApp } from './identity-test-app.js';

const harness = sharedTestApp(startIdentityTestApp);

const WEEK_MS = 7 * 24 * 3600_000;

function invite(inviter: Member, accountId: string, email: string, role: string, claimedRole = 'owner', on = harness) {
  return on.commands.execute(new CreateInviteCommand(inviter.userId, accountId, claimedRole, email, role));
}

function accept(token: string, member: Member) {
  return harness.commands.execute(new AcceptInviteCommand(token, member.userId));
}

/** An account with its owner, and an invitation to a member, whose link they received after their sign-up mail. */
async function anInvitation(invitee: Member, role = 'user') {
  const owner = await aMember(harness);
  const accountId = await anAccount(harness, owner);
  await invite(owner, accountId, invitee.email, role);
  return { owner, accountId, token: await mailedToken(invitee.email, { after: 1 }) };
}

async function membershipsOf(accountId: string) {
  return harness.db.membership.findMany({
    where: { accountId },
    select: { userId: true, role: true },
    orderBy: { createdAt: 'asc' },
  });
}

async function eventTypesOf(accountId: string) {
  return (await outboxOf(harness.db, accountId)).map((event) => event.eventType);
}

describe('CreateInviteCommand', () => {
  it("stores the invitation under its link's hash for a week and mails the link; nothing is published yet", async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner, { accountType: 'representative' });
    const email = newEmail('invitee');
    const before = Date.now();

    const { id, expiresAt } = await invite(owner, accountId, ` ${email.toUpperCase()} `, 'admin');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('You are invited to join Ada Lovelace on Callsheet');
    expect(mail.text).toContain('as an admin');
    const token = await mailedToken(email);
    const stored = await harness.db.invite.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(stored).toMatchObject({ id, accountId, email, role: 'admin', invitedBy: owner.userId, acceptedAt: null });
    expect(stored.expiresAt).toEqual(expiresAt);
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(WEEK_MS);
    expect(expiresAt.getTime() - before).toBeLessThan(WEEK_MS + 60_000);
    expect(await eventTypesOf(accountId)).toEqual([AccountCreatedSchema.typeName]);
  });

  it('lets an admin invite a user', async () => {
    const owner = await aMember(harness);
    const admin = await aMember(harness);
    const accountId = await anAccount(harness, owner);
    await harness.db.membership.create({ data: { accountId, userId: admin.userId, role: 'admin' } });
    const email = newEmail('invitee');

    await invite(admin, accountId, email, 'user', 'admin');

    expect(
      await harness.db.invite.findMany({ where: { accountId }, select: { email: true, role: true, invitedBy: true } }),
    ).toEqual([{ email, role: 'user', invitedBy: admin.userId }]);
  });

  it.each([
    ['an owner invitation', 'owner', 'owner', IdentityErrorCode.InvalidChoice, ['role', 'owner']],
    ['an admin inviting an admin', 'admin', 'admin', IdentityErrorCode.NotAllowed, ['admin', 'admin']],
    ['a user inviting a user', 'user', 'user', IdentityErrorCode.NotAllowed, ['user', 'user']],
  ])('refuses %s, whatever role the token claims', async (_case, inviterRole, role, code, args) => {
    const owner = await aMember(harness);
    const inviter = await aMember(harness);
    const accountId = await anAccount(harness, owner);
    await harness.db.membership.create({ data: { accountId, userId: inviter.userId, role: inviterRole } });

    expect(await refusalOf(invite(inviter, accountId, newEmail('invitee'), role, 'owner'))).toEqual({ code, args });
    expect(await harness.db.invite.count({ where: { accountId } })).toBe(0);
  });

  it('refuses an account the inviter does not belong to, and no account selected, as not found', async () => {
    const stranger = await aMember(harness);
    const accountId = await anAccount(harness, await aMember(harness));

    expect(await refusalOf(invite(stranger, accountId, newEmail('invitee'), 'user'))).toEqual({
      code: IdentityErrorCode.AccountNotFound,
      args: [accountId],
    });
    expect(await refusalOf(invite(stranger, '', newEmail('invitee'), 'user'))).toEqual({
      code: IdentityErrorCode.AccountNotFound,
      args: [''],
    });
    expect(await harness.db.invite.count({ where: { accountId } })).toBe(0);
  });

  it('refuses a malformed email', async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner);

    expect(await refusalOf(invite(owner, accountId, 'grace@', 'user'))).toEqual({
      code: IdentityErrorCode.InvalidEmail,
      args: ['email'],
    });
    expect(await harness.db.invite.count({ where: { accountId } })).toBe(0);
  });
});

describe('AcceptInviteCommand', () => {
  it('makes the invited, verified member a member and publishes AccountMemberJoined in the same transaction', async () => {
    const invitee = await aMember(harness, { verified: true });
    const { owner, accountId, token } = await anInvitation(invitee, 'admin');

    expect(await accept(token, invitee)).toEqual({ accountId, role: 'admin' });

    expect(await membershipsOf(accountId)).toEqual([
      { userId: owner.userId, role: 'owner' },
      { userId: invitee.userId, role: 'admin' },
    ]);
    const stored = await harness.db.invite.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(stored.acceptedBy).toBe(invitee.userId);
    const events = await outboxOf(harness.db, accountId);
    expect(events.map(({ topic, eventType }) => ({ topic, eventType }))).toEqual([
      { topic: IdentityTopics.accountEvents, eventType: AccountCreatedSchema.typeName },
      { topic: IdentityTopics.accountEvents, eventType: AccountMemberJoinedSchema.typeName },
    ]);
    expect(toJson(AccountMemberJoinedSchema, fromBinary(AccountMemberJoinedSchema, events[1].payload))).toEqual({
      accountId,
      userId: invitee.userId,
      role: 'admin',
      invitedBy: owner.userId,
      joinedAt: stored.acceptedAt?.toISOString(),
    });
  });

  it('lets one of two acceptances at once through: one membership, one event', async () => {
    const invitee = await aMember(harness, { verified: true });
    const { accountId, token } = await anInvitation(invitee);

    const outcomes = await Promise.allSettled([accept(token, invitee), accept(token, invitee)]);

    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as DomainError).code] : [],
    );
    expect(refusals).toHaveLength(1);
    expect([IdentityErrorCode.AlreadyMember, IdentityErrorCode.TokenUsed]).toContain(refusals[0]);
    expect((await membershipsOf(accountId)).filter(({ userId }) => userId === invitee.userId)).toHaveLength(1);
    expect(await eventTypesOf(accountId)).toEqual([AccountCreatedSchema.typeName, AccountMemberJoinedSchema.typeName]);
  });

  it('refuses an invitation accepted already', async () => {
    const invitee = await aMember(harness, { verified: true });
    const { token } = await anInvitation(invitee);
    await accept(token, invitee);

    expect(await refusalOf(accept(token, invitee))).toEqual({ code: IdentityErrorCode.TokenUsed, args: [] });
  });

  it('refuses a member of the account already, leaving the invitation open', async () => {
    const owner = await aMember(harness, { verified: true });
    const accountId = await anAccount(harness, owner);
    await invite(owner, accountId, owner.email, 'user');
    const token = await mailedToken(owner.email, { after: 1 });

    expect(await refusalOf(accept(token, owner))).toEqual({ code: IdentityErrorCode.AlreadyMember, args: [accountId] });
    expect(await membershipsOf(accountId)).toEqual([{ userId: owner.userId, role: 'owner' }]);
    expect(
      (await harness.db.invite.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).acceptedAt,
    ).toBeNull();
    expect(await eventTypesOf(accountId)).toEqual([AccountCreatedSchema.typeName]);
  });

  it.each([
    ['someone holding a forwarded link', { verified: true, other: true }, IdentityErrorCode.InviteEmailMismatch],
    [
      'the invitee before they confirm their address',
      { verified: false, other: false },
      IdentityErrorCode.EmailNotVerified,
    ],
  ])('refuses %s, leaving the invitation open', async (_case, { verified, other }, code) => {
    const invitee = await aMember(harness, { verified });
    const acceptor = other ? await aMember(harness, { verified }) : invitee;
    const { owner, accountId, token } = await anInvitation(invitee);

    expect(await refusalOf(accept(token, acceptor))).toEqual({ code, args: [] });
    expect(await membershipsOf(accountId)).toEqual([{ userId: owner.userId, role: 'owner' }]);
    expect(
      (await harness.db.invite.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).acceptedAt,
    ).toBeNull();
    expect(await eventTypesOf(accountId)).toEqual([AccountCreatedSchema.typeName]);
  });

  it('refuses an unknown link, an expired invitation and a user that no longer exists', async () => {
    const invitee = await aMember(harness, { verified: true });
    const { accountId, token } = await anInvitation(invitee);

    expect(await refusalOf(accept(newToken().secret, invitee))).toEqual({
      code: IdentityErrorCode.TokenUnknown,
      args: [],
    });
    expect(await refusalOf(accept(token, { ...invitee, userId: randomUUID() }))).toEqual({
      code: IdentityErrorCode.UserNotFound,
      args: [],
    });
    await harness.db.invite.update({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect(await refusalOf(accept(token, invitee))).toEqual({ code: IdentityErrorCode.TokenExpired, args: [] });

    expect(await membershipsOf(accountId)).toHaveLength(1);
    expect(await eventTypesOf(accountId)).toEqual([AccountCreatedSchema.typeName]);
  });
});

describe('GetInviteInfoQuery', () => {
  it('shows what an open invitation offers, and refuses one accepted already', async () => {
    const invitee = await aMember(harness, { verified: true });
    const { token } = await anInvitation(invitee, 'admin');
    const stored = await harness.db.invite.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });

    expect(await harness.queries.execute(new GetInviteInfoQuery(token))).toEqual({
      accountName: 'Ada Lovelace',
      role: 'admin',
      email: invitee.email,
      expiresAt: stored.expiresAt,
    });
    await accept(token, invitee);
    expect(await refusalOf(harness.queries.execute(new GetInviteInfoQuery(token)))).toEqual({
      code: IdentityErrorCode.TokenUsed,
      args: [],
    });
  });
});

/** An account with its owner, an admin, and an invitation of each invitable role sent by the owner. */
async function anAccountWithInvitations(on: IdentityTestApp = harness) {
  const owner = await aMember(on);
  const admin = await aMember(on);
  const accountId = await anAccount(on, owner);
  await on.db.membership.create({ data: { accountId, userId: admin.userId, role: 'admin' } });
  const toAdmin = await invite(owner, accountId, newEmail('future-admin'), 'admin', 'owner', on);
  const toUser = await invite(owner, accountId, newEmail('future-user'), 'user', 'owner', on);
  return { owner, admin, accountId, toAdmin, toUser };
}

function pending(actor: Member, accountId: string, page: { limit: number; startingAfter?: string } = { limit: 25 }) {
  return harness.queries.execute(new ListInvitesQuery(actor.userId, accountId, page));
}

function revoke(actor: Member, accountId: string, id: string) {
  return harness.commands.execute(new RevokeInviteCommand(actor.userId, accountId, id));
}

function resend(actor: Member, accountId: string, id: string, clientIp = newClientIp(), on = harness) {
  return on.commands.execute(new ResendInviteCommand(actor.userId, accountId, id, clientIp));
}

describe('ListInvitesQuery', () => {
  it('lists the pending invitations newest first, expired ones too, never accepted or revoked ones', async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner);
    const invitee = await aMember(harness, { verified: true });
    const accepted = await invite(owner, accountId, invitee.email, 'user');
    await accept(await mailedToken(invitee.email, { after: 1 }), invitee);
    const revoked = await invite(owner, accountId, newEmail('revoked'), 'user');
    await revoke(owner, accountId, revoked.id);
    const expiredEmail = newEmail('expired');
    const expired = await invite(owner, accountId, expiredEmail, 'admin');
    await harness.db.invite.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const openEmail = newEmail('open');
    const open = await invite(owner, accountId, openEmail, 'user');

    const page = await pending(owner, accountId);

    expect(page.has_more).toBe(false);
    expect(page.data.map(({ id, email, role, invitedBy }) => ({ id, email, role, invitedBy }))).toEqual([
      { id: open.id, email: openEmail, role: 'user', invitedBy: owner.userId },
      { id: expired.id, email: expiredEmail, role: 'admin', invitedBy: owner.userId },
    ]);
    expect(page.data.map(({ id }) => id)).not.toContain(accepted.id);
    expect(page.data[0].expiresAt).toEqual(open.expiresAt);
    const second = await pending(owner, accountId, { limit: 1, startingAfter: open.id });
    expect(second.data.map(({ id }) => id)).toEqual([expired.id]);
  });

  it('is for owners and admins of the account', async () => {
    const { admin, accountId } = await anAccountWithInvitations();
    const user = await aMember(harness);
    await harness.db.membership.create({ data: { accountId, userId: user.userId, role: 'user' } });

    expect((await pending(admin, accountId)).data).toHaveLength(2);
    expect((await refusalOf(pending(user, accountId))).code).toBe(IdentityErrorCode.NotAllowed);
    expect((await refusalOf(pending(await aMember(harness), accountId))).code).toBe(IdentityErrorCode.AccountNotFound);
  });
});

describe('RevokeInviteCommand', () => {
  it('revokes a pending invitation: its link answers inviteRevoked and cannot be accepted', async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner);
    const invitee = await aMember(harness, { verified: true });
    const { id } = await invite(owner, accountId, invitee.email, 'user');
    const token = await mailedToken(invitee.email, { after: 1 });

    expect(await revoke(owner, accountId, id)).toEqual({ id });

    const stored = await harness.db.invite.findUniqueOrThrow({ where: { id } });
    expect(stored.revokedBy).toBe(owner.userId);
    expect(stored.revokedAt).not.toBeNull();
    const revoked = { code: IdentityErrorCode.InviteRevoked, args: [] };
    expect(await refusalOf(harness.queries.execute(new GetInviteInfoQuery(token)))).toEqual(revoked);
    expect(await refusalOf(accept(token, invitee))).toEqual(revoked);
    expect(await membershipsOf(accountId)).toEqual([{ userId: owner.userId, role: 'owner' }]);
    // Gone from the pending ones: revoking it again finds nothing.
    expect(await refusalOf(revoke(owner, accountId, id))).toEqual({
      code: IdentityErrorCode.InviteNotFound,
      args: [id],
    });
  });

  it("lets an admin revoke a user's invitation, not the owner's admin invitation", async () => {
    const { admin, accountId, toAdmin, toUser } = await anAccountWithInvitations();

    expect(await refusalOf(revoke(admin, accountId, toAdmin.id))).toEqual({
      code: IdentityErrorCode.NotAllowed,
      args: ['admin', 'admin'],
    });
    expect(await revoke(admin, accountId, toUser.id)).toEqual({ id: toUser.id });
    expect((await harness.db.invite.findUniqueOrThrow({ where: { id: toAdmin.id } })).revokedAt).toBeNull();
  });

  it("answers another account's invitation, an accepted one and a malformed id as not found", async () => {
    const { accountId, toUser } = await anAccountWithInvitations();
    const stranger = await aMember(harness);
    const theirs = await anAccount(harness, stranger);

    expect((await refusalOf(revoke(stranger, theirs, toUser.id))).code).toBe(IdentityErrorCode.InviteNotFound);
    expect((await refusalOf(revoke(stranger, theirs, 'not-a-uuid'))).code).toBe(IdentityErrorCode.InviteNotFound);
    expect((await refusalOf(revoke(stranger, accountId, toUser.id))).code).toBe(IdentityErrorCode.AccountNotFound);
    expect((await harness.db.invite.findUniqueOrThrow({ where: { id: toUser.id } })).revokedAt).toBeNull();

    const invitee = await aMember(harness, { verified: true });
    const owner = await aMember(harness);
    const account = await anAccount(harness, owner);
    const { id } = await invite(owner, account, invitee.email, 'user');
    await accept(await mailedToken(invitee.email, { after: 1 }), invitee);
    expect((await refusalOf(revoke(owner, account, id))).code).toBe(IdentityErrorCode.InviteNotFound);
  });
});

describe('ResendInviteCommand', () => {
  it('mails a new link valid a week; the old link stops working and the new one is accepted', async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner);
    const invitee = await aMember(harness, { verified: true });
    const { id } = await invite(owner, accountId, invitee.email, 'admin');
    const first = await mailedToken(invitee.email, { after: 1 });
    await harness.db.invite.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = Date.now();

    const resent = await resend(owner, accountId, id);

    expect(resent).toMatchObject({ id, email: invitee.email, role: 'admin' });
    expect(resent.expiresAt.getTime() - before).toBeGreaterThanOrEqual(WEEK_MS);
    const mail = await waitForMail(invitee.email, { after: 2 });
    expect(mail.subject).toBe('You are invited to join Ada Lovelace on Callsheet');
    const second = await mailedToken(invitee.email, { after: 2 });
    expect(second).not.toBe(first);
    expect(await refusalOf(accept(first, invitee))).toEqual({ code: IdentityErrorCode.TokenUnknown, args: [] });
    expect(await accept(second, invitee)).toEqual({ accountId, role: 'admin' });
  });

  it("lets an admin resend a user's invitation, not the owner's admin invitation, nor a revoked one", async () => {
    const { owner, admin, accountId, toAdmin, toUser } = await anAccountWithInvitations();

    expect((await refusalOf(resend(admin, accountId, toAdmin.id))).code).toBe(IdentityErrorCode.NotAllowed);
    expect(await resend(admin, accountId, toUser.id)).toMatchObject({ id: toUser.id });
    await revoke(owner, accountId, toUser.id);
    expect((await refusalOf(resend(owner, accountId, toUser.id))).code).toBe(IdentityErrorCode.InviteNotFound);
  });
});

describe('ResendInviteCommand within the mail limits', () => {
  const limited = sharedTestApp(() => startIdentityTestApp({ PUBLIC_LIMIT_PER_EMAIL: '1' }));

  it('refuses a second mail to the same address within the hour (429), keeping the link it has', async () => {
    const { owner, accountId, toUser } = await anAccountWithInvitations(limited);
    const first = await resend(owner, accountId, toUser.id, newClientIp(), limited);

    const refusal = await refusalOf(resend(owner, accountId, toUser.id, newClientIp(), limited));

    expect(refusal.code).toBe(IdentityErrorCode.TooManyAttempts);
    expect(Number(refusal.args[0])).toBeGreaterThan(0);
    expect((await limited.db.invite.findUniqueOrThrow({ where: { id: toUser.id } })).tokenHash).toBe(first.tokenHash);
  });
});
