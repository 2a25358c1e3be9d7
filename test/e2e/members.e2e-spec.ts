import { e2eStack, linkIn, waitForMail } from '@callsheet/testing';
import { randomUUID } from 'node:crypto';
import { field, gatewayApi, type Answer, type Json } from './support/api.js';

// An account's members and pending invitations, and the signed-in member's profile, through the
// gateway with every service running: the owner invites an admin, the admin invites a user, the owner
// demotes the admin and removes the user, whose tokens with the account stop working at once.
const stack = e2eStack();
const { call } = gatewayApi(stack.gatewayUrl);

const PASSWORD = 'secret1';

interface Person {
  email: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

function claimsOf(token: string): Json {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Json;
}

/** An answer's status and code, compared whole so that a failure shows both. */
function outcome(answer: Answer): { status: number; code?: string } {
  return answer.body.code === undefined ? { status: answer.status } : { status: answer.status, code: answer.body.code };
}

function expectOk(answer: Answer, status = 200): Json {
  expect({ status: answer.status, body: answer.status === status ? 'as expected' : answer.body }).toEqual({
    status,
    body: 'as expected',
  });
  return answer.body;
}

/** Signs up, confirms the address through the mailed link and signs in. */
async function aPerson(firstName: string): Promise<Person> {
  const email = `members-${firstName.toLowerCase()}-${randomUUID()}@example.com`;
  expectOk(
    await call('POST', '/public/auth/sign-up', undefined, {
      firstName,
      lastName: 'Harbor',
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
    }),
    201,
  );
  const token = linkIn(await waitForMail(email)).searchParams.get('token');
  expectOk(await call('POST', '/public/auth/verify-email', undefined, { token }), 204);
  const session = expectOk(await call('POST', '/public/auth/sign-in', undefined, { email, password: PASSWORD }));
  return {
    email,
    userId: String(claimsOf(String(session.accessToken)).sub),
    accessToken: String(session.accessToken),
    refreshToken: String(session.refreshToken),
  };
}

/** The token of the newest mailed link to `email` after `after` earlier mails. */
async function mailedToken(email: string, after: number): Promise<string> {
  return String(linkIn(await waitForMail(email, { after })).searchParams.get('token'));
}

/** The person's session with the account selected (POST /api/auth/session). */
async function selecting(person: Person, accountId: string): Promise<Person> {
  const session = expectOk(await call('POST', '/api/auth/session', person.accessToken, { account: accountId }));
  return { ...person, accessToken: String(session.accessToken), refreshToken: String(session.refreshToken) };
}

async function refreshed(person: Person): Promise<Person> {
  const session = expectOk(
    await call('POST', '/public/auth/refresh', undefined, { refreshToken: person.refreshToken }),
  );
  return { ...person, accessToken: String(session.accessToken), refreshToken: String(session.refreshToken) };
}

describe('account members', () => {
  let owner: Person;
  let admin: Person;
  let user: Person;
  let accountId: string;

  beforeAll(async () => {
    [owner, admin, user] = await Promise.all([aPerson('Olive'), aPerson('Adam'), aPerson('Ursula')]);
    const account = expectOk(
      await call('POST', '/api/account', owner.accessToken, {
        business_type: 'company',
        account_type: 'production_company',
        company: { name: 'Harbor Lights Pictures' },
        tos_shown_and_accepted: true,
        country: 'US',
      }),
      201,
    );
    accountId = String(account.id);
    owner = { ...owner, accessToken: String(account.session.accessToken) };

    // The owner invites an admin, who joins; the admin invites a user, who joins.
    expectOk(await call('POST', '/api/account/invites', owner.accessToken, { email: admin.email, role: 'admin' }), 201);
    const adminJoined = await call(
      'POST',
      `/api/token/${await mailedToken(admin.email, 1)}/process`,
      admin.accessToken,
    );
    expect(expectOk(adminJoined)).toEqual({ account: accountId, role: 'admin' });
    admin = await selecting(admin, accountId);
    expect(claimsOf(admin.accessToken)).toMatchObject({ account: accountId, role: 'admin' });
    expectOk(await call('POST', '/api/account/invites', admin.accessToken, { email: user.email, role: 'user' }), 201);
    const userJoined = await call('POST', `/api/token/${await mailedToken(user.email, 1)}/process`, user.accessToken);
    expect(expectOk(userJoined)).toEqual({ account: accountId, role: 'user' });
    user = await selecting(user, accountId);
  }, 120_000);

  it('lists the members for the owner, most recently joined first, page by page', async () => {
    const members = expectOk(await call('GET', '/api/account/members', owner.accessToken));

    expect(members.has_more).toBe(false);
    expect((members.data as Json[]).map(({ userId, email, role }) => ({ userId, email, role }))).toEqual([
      { userId: user.userId, email: user.email, role: 'user' },
      { userId: admin.userId, email: admin.email, role: 'admin' },
      { userId: owner.userId, email: owner.email, role: 'owner' },
    ]);
    expect(members.data[0]).toEqual({
      userId: user.userId,
      displayName: 'Ursula Harbor',
      email: user.email,
      role: 'user',
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const first = expectOk(await call('GET', '/api/account/members?limit=2', owner.accessToken));
    expect({ ids: field(first.data, 'userId'), more: first.has_more }).toEqual({
      ids: [user.userId, admin.userId],
      more: true,
    });
    const next = expectOk(
      await call('GET', `/api/account/members?limit=2&starting_after=${admin.userId}`, owner.accessToken),
    );
    expect(field(next.data, 'userId')).toEqual([owner.userId]);
    // A plain user of the account is kept out by the access rule.
    expect(outcome(await call('GET', '/api/account/members', user.accessToken))).toEqual({
      status: 403,
      code: 'forbidden',
    });
  });

  it('demotes the admin: their admin-only call with the old token fails at once, and after a refresh they are a user', async () => {
    expect(expectOk(await call('GET', '/api/account/invites', admin.accessToken)).data).toEqual(expect.any(Array));

    const demoted = await call('PATCH', `/api/account/members/${admin.userId}`, owner.accessToken, { role: 'user' });
    expect(expectOk(demoted)).toMatchObject({ userId: admin.userId, role: 'user' });

    expect(outcome(await call('GET', '/api/account/invites', admin.accessToken))).toEqual({
      status: 403,
      code: 'membershipChanged',
    });
    admin = await refreshed(admin);
    expect(claimsOf(admin.accessToken)).toMatchObject({ account: accountId, role: 'user', owner: false });
    expect(outcome(await call('GET', '/api/account/invites', admin.accessToken))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    expect(expectOk(await call('GET', '/api/auth/me', admin.accessToken)).accounts[accountId]).toMatchObject({
      role: 'user',
    });
  });

  it('removes the user: their next call with the account answers 403, and their refresh leaves the account out', async () => {
    expect(expectOk(await call('GET', '/api/auth/me', user.accessToken)).accounts).toHaveProperty(accountId);

    const removed = await call('DELETE', `/api/account/members/${user.userId}`, owner.accessToken);
    expect(expectOk(removed)).toEqual({ id: user.userId, deleted: true });

    expect(outcome(await call('GET', '/api/auth/me', user.accessToken))).toEqual({
      status: 403,
      code: 'membershipChanged',
    });
    user = await refreshed(user);
    expect(claimsOf(user.accessToken)).not.toHaveProperty('account');
    expect(expectOk(await call('GET', '/api/auth/me', user.accessToken)).accounts).not.toHaveProperty(accountId);
    expect(outcome(await call('POST', '/api/auth/session', user.accessToken, { account: accountId }))).toEqual({
      status: 404,
      code: 'accountNotFound',
    });
    const members = expectOk(await call('GET', '/api/account/members', owner.accessToken)).data;
    expect(field(members, 'userId')).toEqual([admin.userId, owner.userId]);
  });

  it('never demotes or removes the last owner (409 lastOwner), and keeps role changes for owners', async () => {
    expect(
      outcome(await call('PATCH', `/api/account/members/${owner.userId}`, owner.accessToken, { role: 'admin' })),
    ).toEqual({ status: 409, code: 'lastOwner' });
    expect(outcome(await call('DELETE', `/api/account/members/${owner.userId}`, owner.accessToken))).toEqual({
      status: 409,
      code: 'lastOwner',
    });
    expect(
      outcome(await call('PATCH', `/api/account/members/${owner.userId}`, admin.accessToken, { role: 'user' })),
    ).toEqual({ status: 403, code: 'forbidden' });
    expect(
      outcome(await call('PATCH', `/api/account/members/${admin.userId}`, owner.accessToken, { role: 'chief' })),
    ).toEqual({ status: 400, code: 'invalidChoice' });
    expect(
      outcome(await call('PATCH', `/api/account/members/${randomUUID()}`, owner.accessToken, { role: 'admin' })),
    ).toEqual({ status: 404, code: 'memberNotFound' });
    expect(claimsOf(owner.accessToken)).toMatchObject({ role: 'owner' });
    expect((await call('GET', '/api/account/members', owner.accessToken)).status).toBe(200);
  });
});

describe('pending invitations', () => {
  let owner: Person;

  beforeAll(async () => {
    owner = await aPerson('Pia');
    const account = expectOk(
      await call('POST', '/api/account', owner.accessToken, {
        business_type: 'company',
        account_type: 'casting',
        company: { name: 'Pier Casting' },
        tos_shown_and_accepted: true,
        country: 'US',
      }),
      201,
    );
    owner = { ...owner, accessToken: String(account.session.accessToken) };
  }, 60_000);

  it('lists them, revokes one (its link is refused from then on) and resends another (a second mail)', async () => {
    const [toRevoke, toResend] = [`revoked-${randomUUID()}@example.com`, `resent-${randomUUID()}@example.com`];
    const revoked = expectOk(
      await call('POST', '/api/account/invites', owner.accessToken, { email: toRevoke, role: 'user' }),
      201,
    );
    const resent = expectOk(
      await call('POST', '/api/account/invites', owner.accessToken, { email: toResend, role: 'admin' }),
      201,
    );
    const revokedToken = await mailedToken(toRevoke, 0);
    const firstToken = await mailedToken(toResend, 0);

    const pending = expectOk(await call('GET', '/api/account/invites', owner.accessToken));
    expect((pending.data as Json[]).map(({ id, email, role, expired }) => ({ id, email, role, expired }))).toEqual([
      { id: resent.id, email: toResend, role: 'admin', expired: false },
      { id: revoked.id, email: toRevoke, role: 'user', expired: false },
    ]);
    expect(pending.data[0]).toMatchObject({ invitedBy: owner.userId, expiresAt: resent.expiresAt });

    expect(expectOk(await call('DELETE', `/api/account/invites/${revoked.id}`, owner.accessToken))).toEqual({
      id: revoked.id,
      deleted: true,
    });
    expect(outcome(await call('GET', `/public/token/${revokedToken}/info`))).toEqual({
      status: 410,
      code: 'inviteRevoked',
    });
    const someone = await aPerson('Rita');
    expect(outcome(await call('POST', `/api/token/${revokedToken}/process`, someone.accessToken))).toEqual({
      status: 410,
      code: 'inviteRevoked',
    });
    expect(outcome(await call('DELETE', `/api/account/invites/${revoked.id}`, owner.accessToken))).toEqual({
      status: 404,
      code: 'inviteNotFound',
    });

    const again = expectOk(await call('POST', `/api/account/invites/${resent.id}/resend`, owner.accessToken));
    expect(again).toMatchObject({ id: resent.id, email: toResend, role: 'admin', expired: false });
    const second = await waitForMail(toResend, { after: 1 });
    expect(second.subject).toBe('You are invited to join Pier Casting on Callsheet');
    const secondToken = String(linkIn(second).searchParams.get('token'));
    expect(secondToken).not.toBe(firstToken);
    expect(outcome(await call('GET', `/public/token/${firstToken}/info`))).toEqual({
      status: 400,
      code: 'tokenUnknown',
    });
    expect(expectOk(await call('GET', `/public/token/${secondToken}/info`))).toMatchObject({
      accountName: 'Pier Casting',
      role: 'admin',
      email: toResend,
    });
    const left = expectOk(await call('GET', '/api/account/invites', owner.accessToken)).data;
    expect(field(left, 'id')).toEqual([resent.id]);
  });
});

describe('the signed-in member’s profile', () => {
  it('changes the display name', async () => {
    const person = await aPerson('Dana');
    const changed = await call('PATCH', '/api/auth/me', person.accessToken, { displayName: '  Dana of the Harbor ' });
    expect(expectOk(changed)).toMatchObject({ displayName: 'Dana of the Harbor', firstName: 'Dana' });
    expect(expectOk(await call('GET', '/api/auth/me', person.accessToken)).displayName).toBe('Dana of the Harbor');
    expect(outcome(await call('PATCH', '/api/auth/me', person.accessToken, { displayName: ' ' }))).toEqual({
      status: 400,
      code: 'required',
    });
  });

  it('changes the email once the new address is confirmed; the old address is told, and sign-in takes the new one', async () => {
    const person = await aPerson('Emil');
    const taken = await aPerson('Tess');
    const newAddress = `members-emil-new-${randomUUID()}@example.com`;

    expect(
      outcome(
        await call('POST', '/api/auth/email', person.accessToken, { email: newAddress, currentPassword: 'nope' }),
      ),
    ).toEqual({ status: 400, code: 'currentPasswordIncorrect' });
    expect(
      outcome(
        await call('POST', '/api/auth/email', person.accessToken, { email: taken.email, currentPassword: PASSWORD }),
      ),
    ).toEqual({ status: 409, code: 'emailTaken' });
    const asked = await call('POST', '/api/auth/email', person.accessToken, {
      email: newAddress,
      currentPassword: PASSWORD,
    });
    expect(expectOk(asked, 202)).toEqual({ email: newAddress, expiresAt: expect.any(String) });
    // Nothing changes before the new address is confirmed.
    expect(expectOk(await call('GET', '/api/auth/me', person.accessToken)).email).toBe(person.email);

    const confirmation = await waitForMail(newAddress);
    expect(confirmation.subject).toBe('Confirm your new email address');
    const link = linkIn(confirmation);
    expect(link.pathname).toBe('/verify-email');
    expectOk(
      await call('POST', '/public/auth/verify-email', undefined, { token: link.searchParams.get('token') }),
      204,
    );

    const notice = await waitForMail(person.email, { after: 1 });
    expect(notice.subject).toBe('Your Callsheet email address was changed');
    expect(notice.text).toContain(newAddress);
    expect(expectOk(await call('GET', '/api/auth/me', person.accessToken))).toMatchObject({
      email: newAddress,
      emailVerified: true,
    });
    const signIn = await call('POST', '/public/auth/sign-in', undefined, { email: newAddress, password: PASSWORD });
    expect(claimsOf(String(expectOk(signIn).accessToken)).sub).toBe(person.userId);
    expect(
      outcome(await call('POST', '/public/auth/sign-in', undefined, { email: person.email, password: PASSWORD })),
    ).toEqual({ status: 401, code: 'invalidCredentials' });
  });
});
