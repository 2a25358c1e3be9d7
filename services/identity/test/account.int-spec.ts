import { fromBinary, toJson } from '@bufbuild/protobuf';
import { AccountCreatedSchema, IdentityErrorCode, IdentityTopics } from '@callsheet/contracts';
import { outboxMentioning, outboxOf, refusalOf, sharedTestApp } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import type { AccountForm } from '../src/account/account.js';
import { CreateAccountCommand } from '../src/account/commands/create-account/create-account.command.js';
import { ExchangeSsoCommand } from '../src/account/commands/exchange-sso/exchange-sso.command.js';
import { SelectAccountCommand } from '../src/account/commands/select-account/select-account.command.js';
import { hashToken, newToken } from '../src/user/one-time-token.js';
import { aMember, anAccount, anAccountForm, signedIn, withClaims, type Member } from './identity-fixtures.js';
import { startIdentityTestApp, type IdentityTestApp } from './identity-test-app.js';

const harness = sharedTestApp(startIdentityTestApp);

function createAccount(owner: Member, form: AccountForm, on = harness) {
  return on.commands.execute(new CreateAccountCommand(owner.userId, form));
}

async function selectAccount(member: Member, sessionId: string, accountId: string, setSso = false) {
  const { session, ssoToken } = await harness.commands.execute(
    new SelectAccountCommand(member.userId, sessionId, accountId, setSso),
  );
  return { session: withClaims(session), ssoToken };
}

/** What the owner's refused CreateAccount left behind: their memberships and the events naming them. */
async function traceOf(owner: Member, on = harness) {
  return {
    memberships: await on.db.membership.count({ where: { userId: owner.userId } }),
    events: (await outboxMentioning(on.db, owner.userId)).length,
  };
}

describe('CreateAccountCommand', () => {
  it('creates the account with its owner and publishes AccountCreated in the same transaction', async () => {
    const owner = await aMember(harness, { verified: true });
    const before = Date.now();

    const { accountId, session } = await createAccount(owner, anAccountForm({ accountType: 'representative' }));

    const account = await harness.db.account.findUniqueOrThrow({
      where: { id: accountId },
      include: { memberships: true },
    });
    expect(account).toMatchObject({
      businessType: 'individual',
      accountType: 'representative',
      name: 'Ada Lovelace',
      country: 'US',
      minor: false,
      individualFirstName: 'Ada',
      individualLastName: 'Lovelace',
      individualBirthDate: new Date('1990-12-10T00:00:00Z'),
    });
    expect(account.tosAcceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(account.memberships.map(({ userId, role }) => ({ userId, role }))).toEqual([
      { userId: owner.userId, role: 'owner' },
    ]);
    const events = await outboxOf(harness.db, accountId);
    expect(events.map(({ topic, eventType }) => ({ topic, eventType }))).toEqual([
      { topic: IdentityTopics.accountEvents, eventType: AccountCreatedSchema.typeName },
    ]);
    expect(toJson(AccountCreatedSchema, fromBinary(AccountCreatedSchema, events[0].payload))).toEqual({
      accountId,
      ownerUserId: owner.userId,
      ownerEmail: owner.email,
      businessType: 'individual',
      accountType: 'representative',
      name: 'Ada Lovelace',
      country: 'US',
      individual: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
      tosAcceptedAt: account.tosAcceptedAt.toISOString(),
    });
    // The reply starts a session with the new account selected.
    const { claims } = withClaims(session);
    expect(claims).toMatchObject({
      sub: owner.userId,
      account: accountId,
      accountType: 'representative',
      role: 'owner',
      owner: true,
      emailVerified: true,
    });
    expect(
      await harness.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(session.refreshToken) } }),
    ).toMatchObject({ accountId, familyId: claims.sid });
  });

  it('names a company account after the company and passes on the account token (custom mode)', async () => {
    const owner = await aMember(harness);

    const { accountId } = await createAccount(
      owner,
      anAccountForm({
        businessType: 'company',
        accountType: 'production_company',
        companyName: ' Analytical Engines Ltd ',
        individual: undefined,
        accountToken: 'ct_1234567890',
      }),
    );

    const account = await harness.db.account.findUniqueOrThrow({ where: { id: accountId } });
    expect(account).toMatchObject({
      name: 'Analytical Engines Ltd',
      individualFirstName: null,
      individualBirthDate: null,
    });
    const [event] = await outboxOf(harness.db, accountId);
    expect(toJson(AccountCreatedSchema, fromBinary(AccountCreatedSchema, event.payload))).toEqual({
      accountId,
      ownerUserId: owner.userId,
      ownerEmail: owner.email,
      businessType: 'company',
      accountType: 'production_company',
      name: 'Analytical Engines Ltd',
      country: 'US',
      accountToken: 'ct_1234567890',
      tosAcceptedAt: account.tosAcceptedAt.toISOString(),
    });
  });

  it('registers a minor through a parent account', async () => {
    const guardian = await aMember(harness);

    const { accountId } = await createAccount(guardian, anAccountForm({ businessType: 'parent', minor: true }));

    expect((await harness.db.account.findUniqueOrThrow({ where: { id: accountId } })).minor).toBe(true);
    const [event] = await outboxOf(harness.db, accountId);
    expect(fromBinary(AccountCreatedSchema, event.payload)).toMatchObject({ businessType: 'parent', minor: true });
  });

  it.each<[string, Partial<AccountForm>, IdentityErrorCode, string[]]>([
    ['an unknown business type', { businessType: 'llc' }, IdentityErrorCode.InvalidChoice, ['business_type', 'llc']],
    ['an unknown account type', { accountType: 'wizard' }, IdentityErrorCode.InvalidChoice, ['account_type', 'wizard']],
    [
      'terms not accepted',
      { tosShownAndAccepted: false },
      IdentityErrorCode.TosNotAccepted,
      ['tos_shown_and_accepted'],
    ],
    ['an unsupported country', { country: 'FR' }, IdentityErrorCode.CountryNotSupported, ['FR']],
    ['a minor without a guardian', { minor: true }, IdentityErrorCode.MinorNeedsGuardian, ['minor']],
    [
      'an individual without a first name',
      { individual: { firstName: ' ', lastName: 'Lovelace', dateOfBirth: '1990-12-10' } },
      IdentityErrorCode.Required,
      ['individual.first_name'],
    ],
    [
      'an impossible birth date',
      { individual: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-02-30' } },
      IdentityErrorCode.InvalidDate,
      ['individual.dob'],
    ],
    [
      'an individual under 18',
      {
        individual: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01`,
        },
      },
      IdentityErrorCode.IndividualMustBeAdult,
      ['18'],
    ],
    [
      'a company without a name',
      { businessType: 'company', individual: undefined },
      IdentityErrorCode.Required,
      ['company.name'],
    ],
    [
      'a company name over 100 characters',
      { businessType: 'company', companyName: 'x'.repeat(101) },
      IdentityErrorCode.MaxLength,
      ['100', 'name'],
    ],
  ])('refuses %s: no account, no event', async (_case, change, code, args) => {
    const owner = await aMember(harness);

    expect(await refusalOf(createAccount(owner, anAccountForm(change)))).toEqual({ code, args });
    expect(await traceOf(owner)).toEqual({ memberships: 0, events: 0 });
  });

  it('refuses a user that no longer exists: no account, no event', async () => {
    const ghost = { userId: randomUUID(), email: '', password: '' };

    expect(await refusalOf(createAccount(ghost, anAccountForm()))).toEqual({
      code: IdentityErrorCode.UserNotFound,
      args: [],
    });
    expect(await traceOf(ghost)).toEqual({ memberships: 0, events: 0 });
  });

  describe('in express connect mode (production)', () => {
    let express: IdentityTestApp;

    beforeAll(async () => {
      express = await startIdentityTestApp({ STRIPE_CONNECT_MODE: 'express' });
    });

    afterAll(async () => {
      await express.close();
    });

    it('refuses an account token: Stripe collects the details itself', async () => {
      const owner = await aMember(express);

      expect(await refusalOf(createAccount(owner, anAccountForm({ accountToken: 'ct_1234567890' }), express))).toEqual({
        code: IdentityErrorCode.AccountTokenNotAllowed,
        args: ['account_token'],
      });
      expect(await traceOf(owner, express)).toEqual({ memberships: 0, events: 0 });
    });
  });
});

describe('SelectAccountCommand', () => {
  it("carries the account and the member's role into the session's next tokens", async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner, { accountType: 'production_company' });
    const signIn = await signedIn(harness, owner);

    const { session, ssoToken } = await selectAccount(owner, signIn.claims.sid, accountId);

    expect(ssoToken).toBeUndefined();
    expect(session.claims).toMatchObject({
      sub: owner.userId,
      sid: signIn.claims.sid,
      account: accountId,
      accountType: 'production_company',
      role: 'owner',
      owner: true,
    });
    expect(
      await harness.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(session.refreshToken) } }),
    ).toMatchObject({ familyId: signIn.claims.sid, accountId });
  });

  it('hands off to another app with a single-use token naming the account', async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner);
    const signIn = await signedIn(harness, owner);
    const before = Date.now();

    const { ssoToken } = await selectAccount(owner, signIn.claims.sid, accountId, true);

    const stored = await harness.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(ssoToken ?? '') } });
    expect(stored).toMatchObject({ purpose: 'sso_handoff', userId: owner.userId, accountId, usedAt: null });
    expect(stored.expiresAt.getTime() - before).toBeGreaterThan(110_000);
    expect(stored.expiresAt.getTime() - before).toBeLessThanOrEqual(125_000);
  });

  it.each([
    ['an account of someone else', true],
    ['an id that is not a UUID', false],
  ])('refuses %s as not found, issuing nothing', async (_case, existing) => {
    const member = await aMember(harness);
    const signIn = await signedIn(harness, member);
    const accountId = existing ? await anAccount(harness, await aMember(harness)) : 'not-a-uuid';

    expect(await refusalOf(selectAccount(member, signIn.claims.sid, accountId, true))).toEqual({
      code: IdentityErrorCode.AccountNotFound,
      args: [accountId],
    });
    expect(await harness.db.refreshToken.count({ where: { userId: member.userId } })).toBe(1);
    expect(await harness.db.oneTimeToken.count({ where: { userId: member.userId, purpose: 'sso_handoff' } })).toBe(0);
  });
});

describe('ExchangeSsoCommand', () => {
  async function handoff(owner: Member, accountId: string): Promise<string> {
    const signIn = await signedIn(harness, owner);
    const { ssoToken } = await selectAccount(owner, signIn.claims.sid, accountId, true);
    return ssoToken ?? '';
  }

  function exchange(token: string) {
    return harness.commands.execute(new ExchangeSsoCommand(token));
  }

  it('trades the hand-off token once for a new session with the account selected', async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner);
    const token = await handoff(owner, accountId);

    const session = withClaims(await exchange(token));

    expect(session.claims).toMatchObject({ sub: owner.userId, account: accountId, role: 'owner', owner: true });
    const [first] = await harness.db.refreshToken.findMany({
      where: { userId: owner.userId },
      orderBy: { createdAt: 'asc' },
    });
    expect(session.claims.sid).not.toBe(first.familyId);
    expect(
      (await harness.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } })).usedAt,
    ).not.toBeNull();
    expect(await refusalOf(exchange(token))).toEqual({ code: IdentityErrorCode.TokenUsed, args: [] });
  });

  it('refuses unknown, expired, account-less and other-purpose tokens', async () => {
    const member = await aMember(harness);
    const accountId = await anAccount(harness, member);
    const [expired, accountless, verification] = [newToken(), newToken(), newToken()];
    const later = new Date(Date.now() + 60_000);
    await harness.db.oneTimeToken.createMany({
      data: [
        {
          tokenHash: expired.hash,
          purpose: 'sso_handoff',
          userId: member.userId,
          accountId,
          expiresAt: new Date(Date.now() - 1),
        },
        { tokenHash: accountless.hash, purpose: 'sso_handoff', userId: member.userId, expiresAt: later },
        { tokenHash: verification.hash, purpose: 'verify_email', userId: member.userId, accountId, expiresAt: later },
      ],
    });
    const refreshTokens = await harness.db.refreshToken.count({ where: { userId: member.userId } });

    expect(await refusalOf(exchange(newToken().secret))).toEqual({ code: IdentityErrorCode.TokenUnknown, args: [] });
    expect(await refusalOf(exchange(expired.secret))).toEqual({ code: IdentityErrorCode.TokenExpired, args: [] });
    expect(await refusalOf(exchange(accountless.secret))).toEqual({ code: IdentityErrorCode.TokenUnknown, args: [] });
    expect(await refusalOf(exchange(verification.secret))).toEqual({ code: IdentityErrorCode.TokenUnknown, args: [] });
    expect(await harness.db.refreshToken.count({ where: { userId: member.userId } })).toBe(refreshTokens);
  });

  it('checks the membership again: a member who left since the hand-off gets no session', async () => {
    const owner = await aMember(harness);
    const accountId = await anAccount(harness, owner);
    const token = await handoff(owner, accountId);
    await harness.db.membership.delete({ where: { accountId_userId: { accountId, userId: owner.userId } } });
    const refreshTokens = await harness.db.refreshToken.count({ where: { userId: owner.userId } });

    expect(await refusalOf(exchange(token))).toEqual({ code: IdentityErrorCode.AccountNotFound, args: [accountId] });
    expect(await harness.db.refreshToken.count({ where: { userId: owner.userId } })).toBe(refreshTokens);
  });
});
