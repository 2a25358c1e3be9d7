import { fromBinary } from '@bufbuild/protobuf';
import { AccountCreatedSchema, AccountMemberJoinedSchema, IdentityTopics } from '@callsheet/contracts';
import { e2eStack, kafkaBrokers, linkIn, readTopic, waitForMail, waitForOutboxPublished } from '@callsheet/testing';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import pg from 'pg';

// Sign-up to /api/auth/me through the shared stack's gateway, with the real identity service,
// PostgreSQL, Kafka and the mail catcher: the verification mail is read from MailDev and its link followed.
const stack = e2eStack();
const base = stack.gatewayUrl;
const identityDb = new pg.Pool({ connectionString: stack.databaseUrls.identity });

interface ErrorBody {
  code: string;
  message: string;
  args: string[];
}

async function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function me(token: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: await response.json() };
}

function newMember(overrides: Record<string, string> = {}) {
  const email = `member-${randomUUID()}@example.com`;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: 'secret1',
    passwordConfirmation: 'secret1',
    ...overrides,
  };
}

async function usersWithEmail(email: string): Promise<number> {
  const { rows } = await identityDb.query<{ count: string }>('SELECT count(*) FROM "user" WHERE email = $1', [
    email.toLowerCase(),
  ]);
  return Number(rows[0].count);
}

describe('sign-up, verification, sign-in and /api/auth/me end to end', () => {
  beforeAll(async () => {
    // Every sign-in here comes from 127.0.0.1: start from no recorded failures, so the per-address
    // throttle reflects this run only.
    await identityDb.query('DELETE FROM sign_in_failure');
  });

  afterAll(async () => {
    await identityDb.end();
  });

  it('signs up, mails a link that verifies the email once, and signs in', async () => {
    const member = newMember({ email: `Ada.${randomUUID()}@Example.com` });
    const signUp = await post('/public/auth/sign-up', member);
    expect(signUp.status).toBe(201);
    expect(signUp.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const mail = await waitForMail(member.email);
    expect(mail.subject).toBe('Confirm your email address');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://console.test/verify-email');

    const beforeVerification = await post('/public/auth/sign-in', { email: member.email, password: member.password });
    expect(beforeVerification.status).toBe(200);
    expect(beforeVerification.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect((await me(beforeVerification.body.accessToken)).body).toMatchObject({
      id: signUp.body.id,
      email: member.email.toLowerCase(),
      emailVerified: false,
      displayName: 'Ada Lovelace',
      language: 'en-CA',
    });

    expect((await post('/public/auth/verify-email', { token: link.searchParams.get('token') })).status).toBe(204);
    const again = await post('/public/auth/verify-email', { token: link.searchParams.get('token') });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('tokenUsed');

    const signIn = await post('/public/auth/sign-in', { email: member.email.toUpperCase(), password: member.password });
    expect(signIn.status).toBe(200);
    expect((await me(signIn.body.accessToken)).body.emailVerified).toBe(true);
  });

  it('mails the link again on request, and answers the same for an unknown email', async () => {
    const member = newMember({ language: 'fr-QC' });
    await post('/public/auth/sign-up', member);
    const first = await waitForMail(member.email);
    expect(first.subject).toBe('Confirmez votre adresse courriel');
    expect((await post('/public/auth/resend-verification', { email: member.email })).status).toBe(202);
    const second = await waitForMail(member.email, { after: 1 });
    expect(linkIn(second).searchParams.get('token')).not.toBe(linkIn(first).searchParams.get('token'));
    expect(
      (await post('/public/auth/resend-verification', { email: `nobody-${randomUUID()}@example.com` })).status,
    ).toBe(202);
  });

  it.each([
    ['a missing first name', { firstName: '' }, 'firstNameRequired', 'First Name is Required'],
    ['a blank first name', { firstName: '   ' }, 'firstNameRequired', 'First Name is Required'],
    ['an invalid email', { email: 'ada.example.com' }, 'invalidEmail', 'Invalid email.'],
    [
      'a short password',
      { password: 'abc12', passwordConfirmation: 'abc12' },
      'passwordTooShort',
      'Password must be at least 6 characters.',
    ],
    ['a different confirmation', { passwordConfirmation: 'secret2' }, 'passwordsMustMatch', 'Passwords must match.'],
    ['a 51-character last name', { lastName: 'x'.repeat(51) }, 'maxLength', 'Max 50 characters'],
    [
      'an unsupported language',
      { language: 'xx-XX' },
      'unsupportedLanguage',
      'Language xx-XX is not supported; use one of en-US, fr-QC, es-ES, fr-CA, en-CA.',
    ],
  ])('refuses a sign-up with %s (400) and writes nothing', async (_, changes, code, message) => {
    const member = newMember(changes);
    const { status, body } = await post('/public/auth/sign-up', member);
    expect(status).toBe(400);
    expect((body as ErrorBody).code).toBe(code);
    expect((body as ErrorBody).message).toBe(message);
    expect(await usersWithEmail(member.email)).toBe(0);
  });

  it('answers a second sign-up with the same email, whatever its case, like a new one, and mails the owner', async () => {
    const member = newMember();
    expect((await post('/public/auth/sign-up', member)).status).toBe(201);
    const again = await post('/public/auth/sign-up', { ...member, email: member.email.toUpperCase() });
    // Not 409 emailTaken: that would tell anyone which emails have an account.
    expect(again.status).toBe(201);
    expect(Object.keys(again.body as object)).toEqual(['id']);
    expect(again.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await waitForMail(member.email, { after: 1 })).subject).toBe(
      'Someone tried to sign up with your email address',
    );
    expect(await usersWithEmail(member.email)).toBe(1);
  });

  it('refuses bodies that are not JSON, have wrong types or unknown fields', async () => {
    const notJson = await post('/public/auth/sign-in', '{"email": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('malformedRequest');
    const wrongType = await post('/public/auth/sign-in', { email: 42, password: 'x' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ code: 'validationFailed', args: ['email'] });
    const unknownField = await post('/public/auth/sign-up', { ...newMember(), isAdmin: true });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body).toMatchObject({ code: 'validationFailed', args: ['isAdmin'] });
  });

  it('refuses unknown verification tokens (400 tokenUnknown)', async () => {
    const { status, body } = await post('/public/auth/verify-email', { token: 'not-a-real-token' });
    expect(status).toBe(400);
    expect(body.code).toBe('tokenUnknown');
  });

  it('throttles 20 wrong passwords in a row: 401 five times, then 429 even for the right password', async () => {
    const member = newMember();
    await post('/public/auth/sign-up', member);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      statuses.push((await post('/public/auth/sign-in', { email: member.email, password: `wrong-${attempt}` })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const right = await post('/public/auth/sign-in', { email: member.email, password: member.password });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('tooManyAttempts');
    expect(Number(right.body.args[0])).toBeGreaterThan(0);
  });

  async function signedIn(member = newMember()): Promise<{ member: ReturnType<typeof newMember>; tokens: any }> {
    expect((await post('/public/auth/sign-up', member)).status).toBe(201);
    const signIn = await post('/public/auth/sign-in', { email: member.email, password: member.password });
    expect(signIn.status).toBe(200);
    return { member, tokens: signIn.body };
  }

  it('rotates refresh tokens, and a reused one signs out the whole session', async () => {
    const { tokens } = await signedIn();
    const first = await post('/public/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(tokens.refreshToken);
    expect((await me(first.body.accessToken)).status).toBe(200);
    const second = await post('/public/auth/refresh', { refreshToken: first.body.refreshToken });
    expect(second.status).toBe(200);

    // The first refresh token again after its replacement was used: a replay. It fails, and so does
    // the newest token of the session.
    const replay = await post('/public/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('refreshTokenReused');
    const newest = await post('/public/auth/refresh', { refreshToken: second.body.refreshToken });
    expect(newest.status).toBe(401);
    expect(newest.body.code).toBe('refreshTokenInvalid');
  });

  it('answers a refresh token presented twice in a row (a reload during the refresh) with a new pair', async () => {
    const { tokens } = await signedIn();
    const lost = await post('/public/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(lost.status).toBe(200);

    const again = await post('/public/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(again.status).toBe(200);
    expect((await me(again.body.accessToken)).status).toBe(200);
    expect((await post('/public/auth/refresh', { refreshToken: lost.body.refreshToken })).body.code).toBe(
      'refreshTokenInvalid',
    );
    expect((await post('/public/auth/refresh', { refreshToken: again.body.refreshToken })).status).toBe(200);
  });

  it('logs out with clearSession: the refresh token of that session stops working, others go on', async () => {
    const { member, tokens } = await signedIn();
    const other = (await post('/public/auth/sign-in', { email: member.email, password: member.password })).body;
    const response = await fetch(`${base}/api/auth/clearSession`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(response.status).toBe(204);
    const refused = await post('/public/auth/refresh', { refreshToken: tokens.refreshToken });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('refreshTokenInvalid');
    expect((await post('/public/auth/refresh', { refreshToken: other.refreshToken })).status).toBe(200);
  });

  it('updates timezone and language with PATCH /api/auth/me, refusing unknown ones', async () => {
    const { tokens } = await signedIn();
    const patch = (body: unknown) =>
      fetch(`${base}/api/auth/me`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const updated = await patch({ timezone: 'Europe/Madrid', language: 'es-ES' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ timezone: 'Europe/Madrid', language: 'es-ES' });
    const badZone = await patch({ timezone: 'Mars/Olympus_Mons' });
    expect(badZone.status).toBe(400);
    expect(((await badZone.json()) as ErrorBody).code).toBe('unknownTimezone');
    const badLanguage = await patch({ language: 'tlh' });
    expect(badLanguage.status).toBe(400);
    expect(((await badLanguage.json()) as ErrorBody).code).toBe('unsupportedLanguage');
    expect((await me(tokens.accessToken)).body).toMatchObject({ timezone: 'Europe/Madrid', language: 'es-ES' });
    // fr-CA is accepted alongside fr-QC (spec section 1) and kept as chosen.
    expect(await (await patch({ language: 'fr-CA' })).json()).toMatchObject({ language: 'fr-CA' });
  });

  it('resets a forgotten password by mail: the old password fails, the new one works, the link works once', async () => {
    const { member, tokens } = await signedIn();
    expect((await post('/public/auth/forgot-password', { email: member.email })).status).toBe(202);
    expect((await post('/public/auth/forgot-password', { email: `nobody-${randomUUID()}@example.com` })).status).toBe(
      202,
    );
    const mail = await waitForMail(member.email, { after: 1 });
    expect(mail.subject).toBe('Reset your password');
    const token = linkIn(mail).searchParams.get('token');

    const mismatch = await post('/public/auth/reset-password', {
      token,
      password: 'newpass1',
      passwordConfirmation: 'newpass2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('passwordsMustMatch');
    expect(
      (await post('/public/auth/reset-password', { token, password: 'newpass1', passwordConfirmation: 'newpass1' }))
        .status,
    ).toBe(204);

    expect((await post('/public/auth/sign-in', { email: member.email, password: member.password })).status).toBe(401);
    expect((await post('/public/auth/sign-in', { email: member.email, password: 'newpass1' })).status).toBe(200);
    const reused = await post('/public/auth/reset-password', {
      token,
      password: 'another1',
      passwordConfirmation: 'another1',
    });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('tokenUsed');
    // Sessions opened with the old password are over.
    expect((await post('/public/auth/refresh', { refreshToken: tokens.refreshToken })).status).toBe(401);
  });

  describe('accounts', () => {
    const adult = { first_name: 'Ada', last_name: 'Lovelace', dob: '1990-12-10' };
    const payloads: Record<string, Record<string, unknown>> = {
      individual: { business_type: 'individual', account_type: 'talent', individual: adult },
      parent: { business_type: 'parent', account_type: 'talent', individual: adult, minor: true },
      company: {
        business_type: 'company',
        account_type: 'production_company',
        company: { name: 'Northern Lights Pictures' },
      },
      non_profit: {
        business_type: 'non_profit',
        account_type: 'casting',
        business_profile: { name: 'Open Stage Foundation' },
      },
    };

    function claimsOf(token: string): Record<string, unknown> {
      return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    }

    async function createAccount(token: string, body: Record<string, unknown>) {
      return post(
        '/api/account',
        { tos_shown_and_accepted: true, country: 'US', ...body },
        { authorization: `Bearer ${token}` },
      );
    }

    async function accountsOf(userId: string): Promise<number> {
      const { rows } = await identityDb.query<{ count: string }>('SELECT count(*) FROM membership WHERE user_id = $1', [
        userId,
      ]);
      return Number(rows[0].count);
    }

    it.each(Object.keys(payloads))(
      'creates a first %s account: the new session carries the account claim',
      async (businessType) => {
        const { tokens } = await signedIn();
        const created = await createAccount(tokens.accessToken, payloads[businessType]);
        expect(created.status).toBe(201);
        const claims = claimsOf(created.body.session.accessToken);
        expect(claims).toMatchObject({
          account: created.body.id,
          role: 'owner',
          owner: true,
          accountType: payloads[businessType].account_type,
        });
        expect((await me(created.body.session.accessToken)).status).toBe(200);
      },
    );

    it('publishes AccountCreated through the outbox for payments to open the connected account', async () => {
      const { tokens } = await signedIn();
      const created = await createAccount(tokens.accessToken, payloads.company);
      const kafka = new Kafka({ clientId: `e2e-${randomUUID()}`, brokers: kafkaBrokers, logLevel: logLevel.NOTHING });
      // Everything identity wrote so far is in Kafka: a second AccountCreated would be read too.
      await waitForOutboxPublished(stack.databaseUrls.identity);
      const seen = await readTopic(kafka, IdentityTopics.accountEvents, created.body.id, 1);
      expect(seen).toHaveLength(1);
      expect(seen[0].headers?.['event-type']?.toString()).toBe('callsheet.identity.v1.AccountCreated');
      const event = fromBinary(AccountCreatedSchema, seen[0].value!);
      expect(event).toMatchObject({
        accountId: created.body.id,
        businessType: 'company',
        accountType: 'production_company',
        name: 'Northern Lights Pictures',
        country: 'US',
        minor: false,
      });
    });

    it.each([
      [
        'an individual under 18',
        { ...payloads.individual, individual: { ...adult, dob: '2015-06-01' } },
        'individualMustBeAdult',
      ],
      ['a minor outside a parent account', { ...payloads.individual, minor: true }, 'minorNeedsGuardian'],
      ['terms not accepted', { ...payloads.individual, tos_shown_and_accepted: false }, 'tosNotAccepted'],
      ['an unsupported country', { ...payloads.individual, country: 'CA' }, 'countryNotSupported'],
      ['an unknown business type', { ...payloads.individual, business_type: 'trust' }, 'invalidChoice'],
      ['a company without a name', { business_type: 'company', account_type: 'casting' }, 'required'],
      [
        'a malformed birth date',
        { ...payloads.individual, individual: { ...adult, dob: '12/10/1990' } },
        'invalidDate',
      ],
    ])('refuses %s (400 %s) and writes nothing', async (_, body, code) => {
      const { tokens } = await signedIn();
      const refused = await createAccount(tokens.accessToken, body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe(code);
      expect(await accountsOf(claimsOf(tokens.accessToken).sub as string)).toBe(0);
    });

    it("lists the member's accounts on /api/auth/me and selects one with POST /api/auth/session, and hands it off by SSO", async () => {
      const { tokens } = await signedIn();
      const first = await createAccount(tokens.accessToken, payloads.individual);
      const second = await createAccount(first.body.session.accessToken, payloads.company);
      const mine = await me(second.body.session.accessToken);
      expect(mine.body.accounts).toEqual({
        [first.body.id]: { accountType: 'talent', name: 'Ada Lovelace', role: 'owner' },
        [second.body.id]: { accountType: 'production_company', name: 'Northern Lights Pictures', role: 'owner' },
      });

      const session = (body: unknown) =>
        post('/api/auth/session', body, { authorization: `Bearer ${second.body.session.accessToken}` });
      const selected = await session({ account: first.body.id });
      expect(selected.status).toBe(200);
      expect(claimsOf(selected.body.accessToken)).toMatchObject({
        account: first.body.id,
        accountType: 'talent',
        role: 'owner',
      });

      // Someone else's account, or no account at all: the same 404.
      const stranger = await signedIn();
      const theirs = await createAccount(stranger.tokens.accessToken, payloads.non_profit);
      for (const account of [theirs.body.id, randomUUID()]) {
        const refused = await session({ account });
        expect(refused.status).toBe(404);
        expect(refused.body.code).toBe('accountNotFound');
      }
      // The single-sign-on hand-off: a one-time token that the /sso page trades for a session.
      const handoff = await session({ account: first.body.id, setSSO: true });
      expect(handoff.status).toBe(200);
      expect(handoff.body.ssoToken).toEqual(expect.any(String));
      const exchanged = await post('/public/sso', { token: handoff.body.ssoToken });
      expect(exchanged.status).toBe(200);
      expect(exchanged.body.result).toBe(exchanged.body.accessToken);
      expect(claimsOf(exchanged.body.result)).toMatchObject({ account: first.body.id, role: 'owner' });
      expect((await me(exchanged.body.result)).status).toBe(200);
      const reused = await post('/public/sso', { token: handoff.body.ssoToken });
      expect(reused.status).toBe(409);
      expect(reused.body.code).toBe('tokenUsed');
      const unknown = await post('/public/sso', { token: 'not-a-hand-off-token' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('tokenUnknown');
    });

    it('invites by email: the link shows the offer, a signed-in user accepts it once and joins with the role', async () => {
      const owner = await signedIn();
      const account = await createAccount(owner.tokens.accessToken, payloads.company);
      const ownerAuth = { authorization: `Bearer ${account.body.session.accessToken}` };
      const invitee = await signedIn();
      // Only the invited address, verified, may accept (auth-security.e2e-spec.ts shows the refusals).
      const verification = linkIn(await waitForMail(invitee.member.email)).searchParams.get('token');
      expect((await post('/public/auth/verify-email', { token: verification })).status).toBe(204);

      const invited = await post('/api/account/invites', { email: invitee.member.email, role: 'user' }, ownerAuth);
      expect(invited.status).toBe(201);
      const mail = await waitForMail(invitee.member.email, { after: 1 });
      expect(mail.subject).toBe('You are invited to join Northern Lights Pictures on Callsheet');
      const token = linkIn(mail).searchParams.get('token')!;

      const info = await fetch(`${base}/public/token/${token}/info`);
      expect(info.status).toBe(200);
      expect(await info.json()).toMatchObject({
        accountName: 'Northern Lights Pictures',
        role: 'user',
        email: invitee.member.email.toLowerCase(),
      });

      expect((await post(`/api/token/${token}/process`, {})).status).toBe(401);
      const inviteeAuth = { authorization: `Bearer ${invitee.tokens.accessToken}` };
      const accepted = await post(`/api/token/${token}/process`, {}, inviteeAuth);
      expect(accepted.status).toBe(200);
      expect(accepted.body).toEqual({ account: account.body.id, role: 'user' });
      expect((await me(invitee.tokens.accessToken)).body.accounts[account.body.id]).toMatchObject({ role: 'user' });
      const again = await post(`/api/token/${token}/process`, {}, inviteeAuth);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('tokenUsed');
      expect((await fetch(`${base}/public/token/unknown-token/info`)).status).toBe(400);

      // A plain user of the account may not invite: the gateway's access matrix refuses it (identity checks too).
      const asUser = await post('/api/auth/session', { account: account.body.id }, inviteeAuth);
      expect(claimsOf(asUser.body.accessToken)).toMatchObject({ role: 'user', owner: false });
      const refused = await post(
        '/api/account/invites',
        { email: 'someone@example.com', role: 'user' },
        { authorization: `Bearer ${asUser.body.accessToken}` },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('forbidden');
      await post('/api/account/invites', { email: invitee.member.email, role: 'admin' }, ownerAuth);
      const second = linkIn(await waitForMail(invitee.member.email, { after: 2 })).searchParams.get('token')!;
      const member = await post(`/api/token/${second}/process`, {}, inviteeAuth);
      expect(member.status).toBe(409);
      expect(member.body.code).toBe('alreadyMember');

      // One AccountMemberJoined, queued with the membership, for the one accepted invitation.
      const { rows } = await identityDb.query<{ payload: Buffer; published: boolean }>(
        `SELECT payload, published_at IS NOT NULL AS published FROM outbox
          WHERE aggregate_id = $1 AND event_type = 'callsheet.identity.v1.AccountMemberJoined'`,
        [account.body.id],
      );
      expect(rows).toHaveLength(1);
      expect(fromBinary(AccountMemberJoinedSchema, rows[0].payload)).toMatchObject({
        accountId: account.body.id,
        userId: claimsOf(invitee.tokens.accessToken).sub,
        invitedBy: claimsOf(owner.tokens.accessToken).sub,
        role: 'user',
      });
    });

    it('needs a signed-in user', async () => {
      expect((await post('/api/account', payloads.individual)).status).toBe(401);
    });
  });

  describe('access tokens', () => {
    let member: ReturnType<typeof newMember>;
    let token: string;

    beforeAll(async () => {
      member = newMember();
      await post('/public/auth/sign-up', member);
      token = (await post('/public/auth/sign-in', { email: member.email, password: member.password })).body.accessToken;
    });

    it('refuses /api routes without a bearer token', async () => {
      const response = await fetch(`${base}/api/auth/me`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as ErrorBody).code).toBe('unauthorized');
    });

    async function documentedApiOperations(): Promise<{ method: string; path: string; access: any }[]> {
      const document = (await (await fetch(`${base}/docs-json`)).json()) as {
        paths: Record<string, Record<string, { 'x-access'?: unknown }>>;
      };
      return Object.entries(document.paths)
        .filter(([path]) => path.startsWith('/api/'))
        .flatMap(([path, item]) =>
          Object.entries(item).map(([method, operation]) => ({
            method: method.toUpperCase(),
            path: path.replace(/\{[^}]+\}/g, randomUUID()),
            access: operation['x-access'],
          })),
        );
    }

    it('documents the access rule of every /api route and refuses each without a bearer token', async () => {
      const operations = await documentedApiOperations();
      expect(operations.length).toBeGreaterThanOrEqual(7);
      for (const { method, path, access } of operations) {
        expect({ method, path, access: access !== undefined }).toEqual({ method, path, access: true });
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      }
    });

    it('answers 403 accountRequired on every account-scoped /api route when no account is selected', async () => {
      const scoped = (await documentedApiOperations()).filter(({ access }) => access.account === 'required');
      expect(scoped.length).toBeGreaterThan(0);
      for (const { method, path } of scoped) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: method === 'GET' ? undefined : '{}',
        });
        const body = (await response.json()) as ErrorBody;
        expect({ method, path, status: response.status, code: body.code }).toEqual({
          method,
          path,
          status: 403,
          code: 'accountRequired',
        });
      }
    });

    it('refuses a token signed with another key, even under a known key id', async () => {
      const { kid } = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { kid: string };
      const { privateKey } = await generateKeyPair('ES256');
      const forged = await new SignJWT({ role: 'owner', owner: true })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setSubject(randomUUID())
        .setIssuer('callsheet-identity')
        .setAudience('callsheet-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      const { status, body } = await me(forged);
      expect(status).toBe(401);
      expect(body.code).toBe('unauthorized');
    });

    it('refuses an expired token signed with the real key', async () => {
      const { rows } = await identityDb.query<{ kid: string; private_jwk: JWK }>(
        'SELECT kid, private_jwk FROM signing_key ORDER BY created_at DESC LIMIT 1',
      );
      const key = await importJWK(rows[0].private_jwk, 'ES256');
      const expired = await new SignJWT({ role: 'user', owner: false })
        .setProtectedHeader({ alg: 'ES256', kid: rows[0].kid })
        .setSubject(randomUUID())
        .setIssuer('callsheet-identity')
        .setAudience('callsheet-api')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
        .sign(key);
      const { status, body } = await me(expired);
      expect(status).toBe(401);
      expect(body.message).toMatch(/expired/);
    });

    it('refuses an unsigned token (alg none) and a tampered payload', async () => {
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const tampered = Buffer.from(JSON.stringify({ ...claims, role: 'owner', owner: true })).toString('base64url');
      expect((await me(`${header}.${tampered}.${signature}`)).status).toBe(401);
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      expect((await me(`${none}.${payload}.`)).status).toBe(401);
    });
  });
});
