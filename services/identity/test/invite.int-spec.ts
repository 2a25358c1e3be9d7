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
import { GetInviteInfoQuery } from '../src/invite/queries/get-invite-info/get-invite-info.query.js';
import { hashToken, newToken } from '../src/user/one-time-token.js';
import { aMember, anAccount, mailedToken, newEmail, type Member } from './identity-fixtures.js';
import { startIdentityTestApp } from './identity-test-app.js';

const harness = sharedTestApp(startIdentityTestApp);

const WEEK_MS = 7 * 24 * 3600_000;

function invite(inviter: Member, accountId: string, email: string, role: string, claimedRole = 'owner') {
  return harness.commands.execute(new CreateInviteCommand(inviter.userId, accountId, claimedRole, email, role));
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

    const { expiresAt } = await invite(owner, accountId, ` ${email.toUpperCase()} `, 'admin');

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('You are invited to join Ada Lovelace on Callsheet');
    expect(mail.text).toContain('as an admin');
    const token = await mailedToken(email);
    const stored = await harness.db.invite.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(stored).toMatchObject({ accountId, email, role: 'admin', invitedBy: owner.userId, acceptedAt: null });
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
