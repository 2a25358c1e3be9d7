import { e2eStack, linkIn, startStackService, waitFor, waitForMail, type CaughtMail } from '@callsheet/testing';
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

// The security probe's findings, each replayed through the shared stack's gateway against the real
// identity service, PostgreSQL, Redis and the mail catcher. The gateway trusts one proxy hop, so every
// test speaks from its own client addresses (X-Forwarded-For) and the limits of one test never touch another.
const stack = e2eStack();
const base = stack.gatewayUrl;
const identityDb = new pg.Pool({ connectionString: stack.databaseUrls.identity });
const redis = new Redis(stack.redisUrl, { lazyConnect: true });
const mailApi = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? '1080'}/api/email`;

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** A fresh client address (TEST-NET and private ranges), so that counters of earlier runs do not count. */
function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

async function call(
  method: string,
  path: string,
  { body, from, token }: { body?: unknown; from?: string; token?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

const post = (path: string, body: unknown, options: { from?: string; token?: string } = {}) =>
  call('POST', path, { ...options, body });

function newMember(overrides: Record<string, string> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `security-${randomUUID()}@example.com`,
    password: 'secret1',
    passwordConfirmation: 'secret1',
    ...overrides,
  };
}

type Member = ReturnType<typeof newMember>;

async function signedUp(member: Member = newMember(), from = newAddress()): Promise<Member> {
  expect((await post('/public/auth/sign-up', member, { from })).status).toBe(201);
  return member;
}

async function signIn(member: Member, from: string, password = member.password): Promise<Answer> {
  return post('/public/auth/sign-in', { email: member.email, password }, { from });
}

async function signedIn(member?: Member, from = newAddress()): Promise<{ member: Member; tokens: any; from: string }> {
  const registered = await signedUp(member, from);
  const answer = await signIn(registered, from);
  expect(answer.status).toBe(200);
  return { member: registered, tokens: answer.body, from };
}

/** Follows the link of the (first) verification mail. */
async function verify(member: Member): Promise<void> {
  const mail = await waitFor(`the verification mail to ${member.email}`, async () =>
    (await mailsTo(member.email)).find(({ subject }) => subject === 'Confirm your email address'),
  );
  const token = linkIn(mail).searchParams.get('token');
  expect((await post('/public/auth/verify-email', { token })).status).toBe(204);
}

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(mailApi)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/**
 * Waits until `count` mails reached the address and checks there are exactly that many. Refused
 * requests (429) are answered before any mail is queued, so none can follow later.
 */
async function expectMailCount(address: string, count: number): Promise<CaughtMail[]> {
  const mails = await waitFor(`${count} mails to ${address}`, async () => {
    const theirs = await mailsTo(address);
    return theirs.length >= count ? theirs : undefined;
  });
  expect(mails).toHaveLength(count);
  return mails;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}

function expectTooMany(answer: Answer): number {
  expect(answer.status).toBe(429);
  expect(answer.body.code).toBe('tooManyAttempts');
  const wait = Number(answer.body.args[0]);
  expect(wait).toBeGreaterThan(0);
  expect(answer.headers.get('retry-after')).toBe(String(wait));
  return wait;
}

async function me(token: string): Promise<number> {
  return (await call('GET', '/api/auth/me', { token })).status;
}

async function revokedTtl(sessionId: string): Promise<number> {
  return redis.ttl(`callsheet:revoked-session:${sessionId}`);
}

const individual = {
  business_type: 'individual',
  account_type: 'talent',
  individual: { first_name: 'Ada', last_name: 'Lovelace', dob: '1990-12-10' },
  tos_shown_and_accepted: true,
  country: 'US',
};
const company = {
  business_type: 'company',
  account_type: 'production_company',
  company: { name: 'Northern Lights Pictures' },
  tos_shown_and_accepted: true,
  country: 'US',
};

describe('auth security end to end', () => {
  beforeAll(async () => {
    await redis.connect();
    // The production limits, stated (a test run lifts the per-address one by default), while this file runs.
    await startStackService('identity', { PUBLIC_LIMIT_PER_ADDRESS: '20', PUBLIC_LIMIT_PER_EMAIL: '5' });
  });

  afterAll(async () => {
    await startStackService('identity');
    await identityDb.end();
    redis.disconnect();
  });

  describe('invitations', () => {
    async function invitation() {
      const owner = await signedIn();
      const account = await post('/api/account', company, { token: owner.tokens.accessToken });
      expect(account.status).toBe(201);
      const invitee = await signedIn();
      const ownerToken = account.body.session.accessToken as string;
      expect(
        (await post('/api/account/invites', { email: invitee.member.email, role: 'user' }, { token: ownerToken }))
          .status,
      ).toBe(201);
      const mail = await waitForMail(invitee.member.email, { after: 1 });
      return { accountId: account.body.id as string, invitee, token: linkIn(mail).searchParams.get('token')! };
    }

    it('refuses anyone but the invited address (403 inviteEmailMismatch), and the invitee then joins', async () => {
      const { accountId, invitee, token } = await invitation();
      await verify(invitee.member);

      const stranger = await signedIn();
      const refused = await post(`/api/token/${token}/process`, {}, { token: stranger.tokens.accessToken });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('inviteEmailMismatch');
      // A verified stranger fares no better.
      await verify(stranger.member);
      const verifiedStranger = await post(`/api/token/${token}/process`, {}, { token: stranger.tokens.accessToken });
      expect(verifiedStranger.status).toBe(403);
      expect(verifiedStranger.body.code).toBe('inviteEmailMismatch');
      const { rows } = await identityDb.query('SELECT 1 FROM membership WHERE account_id = $1', [accountId]);
      expect(rows).toHaveLength(1);

      // The invitation is still open for the real invitee.
      expect((await call('GET', `/public/token/${token}/info`)).status).toBe(200);
      const accepted = await post(`/api/token/${token}/process`, {}, { token: invitee.tokens.accessToken });
      expect(accepted.status).toBe(200);
      expect(accepted.body).toEqual({ account: accountId, role: 'user' });
    });

    it('refuses the invited address until it is verified (403 emailNotVerified)', async () => {
      const { accountId, invitee, token } = await invitation();
      const unverified = await post(`/api/token/${token}/process`, {}, { token: invitee.tokens.accessToken });
      expect(unverified.status).toBe(403);
      expect(unverified.body.code).toBe('emailNotVerified');
      await verify(invitee.member);
      const accepted = await post(`/api/token/${token}/process`, {}, { token: invitee.tokens.accessToken });
      expect(accepted.status).toBe(200);
      expect(accepted.body.account).toBe(accountId);
    });
  });

  describe('password reset links', () => {
    async function resetLink(member: Member, from: string, mailsBefore: number): Promise<string> {
      expect((await post('/public/auth/forgot-password', { email: member.email }, { from })).status).toBe(202);
      const mails = await expectMailCount(member.email, mailsBefore + 1);
      const token = linkIn(mails[mails.length - 1]).searchParams.get('token')!;
      expect(token).toBeTruthy();
      return token;
    }

    const reset = (token: string, password: string) =>
      post('/public/auth/reset-password', { token, password, passwordConfirmation: password });

    it('a newer link ends the older one, and using a link ends every other one', async () => {
      const { member, from } = await signedIn();
      const older = await resetLink(member, from, 1);
      const newer = await resetLink(member, from, 2);
      // A link outstanding from before (issued straight into the database, as two concurrent
      // requests could leave it).
      const outstanding = randomBytes(32).toString('base64url');
      await identityDb.query(
        `INSERT INTO one_time_token (token_hash, purpose, user_id, expires_at)
         SELECT $1, 'reset_password', id, now() + interval '1 hour' FROM "user" WHERE email = $2`,
        [createHash('sha256').update(outstanding).digest('hex'), member.email],
      );

      const superseded = await reset(older, 'newpass1');
      expect(superseded.status).toBe(410);
      expect(superseded.body.code).toBe('tokenExpired');

      expect((await reset(newer, 'newpass1')).status).toBe(204);
      const after = await reset(outstanding, 'attacker1');
      expect(after.status).toBe(410);
      expect(after.body.code).toBe('tokenExpired');
      expect((await signIn(member, from, 'newpass1')).status).toBe(200);
      expect((await signIn(member, from, 'attacker1')).status).toBe(401);
    });
  });

  describe('limits on the mail-sending public routes', () => {
    it('answers 5 requests per email and hour, then 429 with Retry-After, alike for unknown emails', async () => {
      // Each request from its own address: only the per-email limit applies.
      const fiveTimes = async (email: string, route: string) => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          statuses.push((await post(route, { email }, { from: newAddress() })).status);
        }
        return statuses;
      };
      const unknown = `nobody-${randomUUID()}@example.com`;
      expect(await fiveTimes(unknown, '/public/auth/forgot-password')).toEqual([202, 202, 202, 202, 202]);
      const refused = await post('/public/auth/forgot-password', { email: unknown }, { from: newAddress() });
      const wait = expectTooMany(refused);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      // Every mail route counts against the same email.
      expectTooMany(await post('/public/auth/resend-verification', { email: unknown }, { from: newAddress() }));
      expectTooMany(await post('/public/auth/sign-up', newMember({ email: unknown }), { from: newAddress() }));

      // A member's email: its sign-up counted once, four reset mails, then the same 429.
      const member = await signedUp();
      expect(await fiveTimes(member.email, '/public/auth/forgot-password')).toEqual([202, 202, 202, 202, 429]);
      expectTooMany(await post('/public/auth/forgot-password', { email: member.email }, { from: newAddress() }));
      // The sign-up mail and four reset mails; none for the refused requests.
      await expectMailCount(member.email, 5);
    });

    it('answers 20 requests per client address per 10 minutes, then 429 on every mail route from it', async () => {
      const from = newAddress();
      const started = Date.now();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const route = ['/public/auth/forgot-password', '/public/auth/resend-verification'][attempt % 2];
        statuses.push((await post(route, { email: `nobody-${randomUUID()}@example.com` }, { from })).status);
      }
      expect(new Set(statuses)).toEqual(new Set([202]));
      const wait = expectTooMany(
        await post('/public/auth/forgot-password', { email: `nobody-${randomUUID()}@example.com` }, { from }),
      );
      expect(wait).toBeLessThanOrEqual(600 - Math.floor((Date.now() - started) / 1000) + 1);
      expectTooMany(await post('/public/auth/sign-up', newMember(), { from }));
      // Another address is not held back.
      expect((await post('/public/auth/sign-up', newMember(), { from: newAddress() })).status).toBe(201);
    });

    it('stops a burst of 100 reset requests for one inbox at the limit', async () => {
      const member = await signedUp();
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          post('/public/auth/forgot-password', { email: member.email }, { from: newAddress() }),
        ),
      );
      const counts = answers.reduce<Record<number, number>>(
        (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
        {},
      );
      // The sign-up counted once: four reset mails go out.
      expect(counts).toEqual({ 202: 4, 429: 96 });
      await expectMailCount(member.email, 5);
    });

    it.each([
      ['en-US', 'Someone tried to sign up with your email address'],
      ['fr-QC', "Quelqu'un a tenté de s'inscrire avec votre adresse courriel"],
      ['fr-CA', "Quelqu'un a tenté de s'inscrire avec votre adresse courriel"],
      ['es-ES', 'Alguien intentó registrarse con tu dirección de correo'],
    ])(
      'answers a sign-up with a taken email like a new one, and mails its %s owner instead',
      async (language, subject) => {
        const member = await signedUp(newMember({ language }));
        const again = await post(
          '/public/auth/sign-up',
          {
            ...member,
            email: member.email.toUpperCase(),
            password: 'other-password',
            passwordConfirmation: 'other-password',
          },
          { from: newAddress() },
        );
        const fresh = await post('/public/auth/sign-up', newMember(), { from: newAddress() });
        expect(again.status).toBe(fresh.status);
        expect(Object.keys(again.body as object)).toEqual(Object.keys(fresh.body as object));
        expect(again.body.id).toMatch(/^[0-9a-f-]{36}$/);

        const mails = await expectMailCount(member.email, 2);
        expect(mails[1].subject).toBe(subject);
        expect(`${linkIn(mails[1]).origin}${linkIn(mails[1]).pathname}`).toBe('http://console.test/login');
        const { rows } = await identityDb.query<{ count: string }>('SELECT count(*) FROM "user" WHERE email = $1', [
          member.email,
        ]);
        expect(Number(rows[0].count)).toBe(1);
        // The first password still signs in; the second sign-up changed nothing.
        expect((await signIn(member, newAddress())).status).toBe(200);
      },
    );
  });

  describe('refresh keeps the selected account', () => {
    it('issues the refreshed token with account, accountType, role and owner', async () => {
      const { tokens } = await signedIn();
      const created = await post('/api/account', individual, { token: tokens.accessToken });
      expect(created.status).toBe(201);
      const refreshed = await post('/public/auth/refresh', { refreshToken: created.body.session.refreshToken });
      expect(refreshed.status).toBe(200);
      expect(claimsOf(refreshed.body.accessToken)).toMatchObject({
        account: created.body.id,
        accountType: 'talent',
        role: 'owner',
        owner: true,
      });
      // An account-scoped route still answers after the refresh (not 403 accountRequired).
      const invite = await post(
        '/api/account/invites',
        { email: `someone-${randomUUID()}@example.com`, role: 'user' },
        { token: refreshed.body.accessToken },
      );
      expect(invite.status).toBe(201);
      // And after the next refresh too.
      const next = await post('/public/auth/refresh', { refreshToken: refreshed.body.refreshToken });
      expect(claimsOf(next.body.accessToken)).toMatchObject({ account: created.body.id, role: 'owner' });
    });

    it('keeps the account chosen with POST /api/auth/session, and drops it once the membership is gone', async () => {
      const { tokens } = await signedIn();
      const first = await post('/api/account', individual, { token: tokens.accessToken });
      const second = await post('/api/account', company, { token: first.body.session.accessToken });
      const selected = await post(
        '/api/auth/session',
        { account: first.body.id },
        { token: second.body.session.accessToken },
      );
      expect(selected.status).toBe(200);
      const refreshed = await post('/public/auth/refresh', { refreshToken: selected.body.refreshToken });
      expect(claimsOf(refreshed.body.accessToken)).toMatchObject({ account: first.body.id, accountType: 'talent' });

      await identityDb.query('DELETE FROM membership WHERE account_id = $1', [first.body.id]);
      const gone = await post('/public/auth/refresh', { refreshToken: refreshed.body.refreshToken });
      expect(gone.status).toBe(200);
      const claims = claimsOf(gone.body.accessToken);
      expect(claims).toMatchObject({ role: 'user', owner: false });
      expect(claims).not.toHaveProperty('account');
      expect(claims).not.toHaveProperty('accountType');
    });

    it('answers a malformed account id with 400 validationFailed naming the field', async () => {
      const { tokens } = await signedIn();
      for (const account of ['not-a-uuid', "1' OR '1'='1", '']) {
        const refused = await post('/api/auth/session', { account }, { token: tokens.accessToken });
        expect({ account, status: refused.status, code: refused.body.code, args: refused.body.args }).toEqual({
          account,
          status: 400,
          code: 'validationFailed',
          args: ['account'],
        });
      }
    });
  });

  describe('sign-in throttle', () => {
    it('backs off a guessing address (429 with Retry-After) without locking the owner out elsewhere', async () => {
      const member = await signedUp();
      const attacker = newAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await signIn(member, attacker, `wrong-${attempt}`)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const wait = expectTooMany(await signIn(member, attacker, 'wrong-again'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(30);
      // Even the right password waits at that address…
      expectTooMany(await signIn(member, attacker));
      // …while the owner, from another address, signs in.
      expect((await signIn(member, newAddress())).status).toBe(200);
    });

    it("throttles an account attacked from many addresses, except from the owner's usual address", async () => {
      const { member, from: usual } = await signedIn();
      for (let address = 0; address < 2; address += 1) {
        const attacker = newAddress();
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect((await signIn(member, attacker, `wrong-${address}-${attempt}`)).status).toBe(401);
        }
      }
      // 10 failures from two addresses: a new address waits, even with the right password.
      expectTooMany(await signIn(member, newAddress()));
      expectTooMany(await signIn(member, newAddress(), 'wrong-from-a-fourth'));
      // The owner's usual address still gets in.
      expect((await signIn(member, usual)).status).toBe(200);
    });

    it('throttles an address spraying many accounts after 20 failures', async () => {
      const sprayer = newAddress();
      // One after the other: each sign-up hashes a password (Argon2id), 21 at once would queue for seconds.
      const members: Member[] = [];
      for (let count = 0; count < 21; count += 1) {
        members.push(await signedUp());
      }
      for (const member of members.slice(0, 20)) {
        expect((await signIn(member, sprayer, 'password1')).status).toBe(401);
      }
      expectTooMany(await signIn(members[20], sprayer));
      expect((await signIn(members[20], newAddress())).status).toBe(200);
    });
  });

  describe('ended sessions', () => {
    it('lists a signed-out session in Redis until its access tokens expire, and the gateway refuses them', async () => {
      const { tokens } = await signedIn();
      const sid = claimsOf(tokens.accessToken).sid as string;
      expect(await me(tokens.accessToken)).toBe(200);
      expect(await revokedTtl(sid)).toBe(-2);
      expect((await post('/api/auth/clearSession', undefined, { token: tokens.accessToken })).status).toBe(204);
      const ttl = await revokedTtl(sid);
      expect(ttl).toBeGreaterThan(900);
      expect(ttl).toBeLessThanOrEqual(960);
      expect(await me(tokens.accessToken)).toBe(401);
    });

    it('lists a session whose refresh token was replayed', async () => {
      const { tokens } = await signedIn();
      const first = await post('/public/auth/refresh', { refreshToken: tokens.refreshToken });
      expect(first.status).toBe(200);
      expect(await me(first.body.accessToken)).toBe(200);
      // Its replacement used: the first token is no longer a reload's retry but a replay.
      expect((await post('/public/auth/refresh', { refreshToken: first.body.refreshToken })).status).toBe(200);
      const replay = await post('/public/auth/refresh', { refreshToken: tokens.refreshToken });
      expect(replay.body.code).toBe('refreshTokenReused');
      expect(await revokedTtl(claimsOf(tokens.accessToken).sid as string)).toBeGreaterThan(900);
      expect(await me(first.body.accessToken)).toBe(401);
    });

    it('lists every live session of a member whose password was reset', async () => {
      const { member, tokens, from } = await signedIn();
      const other = (await signIn(member, from)).body;
      expect((await post('/public/auth/forgot-password', { email: member.email }, { from })).status).toBe(202);
      const mails = await expectMailCount(member.email, 2);
      const token = linkIn(mails[1]).searchParams.get('token');
      expect(
        (await post('/public/auth/reset-password', { token, password: 'newpass1', passwordConfirmation: 'newpass1' }))
          .status,
      ).toBe(204);
      for (const session of [tokens, other]) {
        expect(await revokedTtl(claimsOf(session.accessToken).sid as string)).toBeGreaterThan(900);
        expect(await me(session.accessToken)).toBe(401);
      }
    });
  });

  describe('changing the password', () => {
    it('needs the current password (400, throttled like sign-in), then ends every other session', async () => {
      const { member, tokens, from } = await signedIn();
      const other = (await signIn(member, from)).body;
      const change = (currentPassword: string) =>
        post(
          '/api/auth/password',
          { currentPassword, password: 'changed1', passwordConfirmation: 'changed1' },
          { token: tokens.accessToken, from },
        );
      const wrong = await change('not-my-password');
      expect([wrong.status, wrong.body.code, wrong.body.args]).toEqual([
        400,
        'currentPasswordIncorrect',
        ['currentPassword'],
      ]);
      const mismatch = await post(
        '/api/auth/password',
        { currentPassword: member.password, password: 'changed1', passwordConfirmation: 'changed2' },
        { token: tokens.accessToken, from },
      );
      expect(mismatch.body.code).toBe('passwordsMustMatch');
      expect((await change(member.password)).status).toBe(204);
      expect(await me(tokens.accessToken)).toBe(200);
      expect(await me(other.accessToken)).toBe(401);
      expect((await post('/public/auth/refresh', { refreshToken: other.refreshToken })).status).toBe(401);
      expect((await signIn(member, from, member.password)).status).toBe(401);
      expect((await signIn(member, from, 'changed1')).status).toBe(200);
    });
  });

  describe('email addresses', () => {
    it.each([
      ['a Cyrillic а in a Latin address', 'p\u0430ypal-security@example.com'],
      ['a Greek ο in a Latin domain', 'security@\u03bfpenai.com'],
      ['a control character', 'ada\u0007-security@example.com'],
      ['a zero-width joiner', 'a\u200dda-security@example.com'],
    ])('refuses a sign-up with %s (400 invalidEmail)', async (_, email) => {
      const refused = await post('/public/auth/sign-up', newMember({ email }), { from: newAddress() });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('invalidEmail');
    });

    it('refuses NUL in an address', async () => {
      const refused = await post('/public/auth/sign-up', newMember({ email: 'ada\u0000@example.com' }), {
        from: newAddress(),
      });
      expect(refused.status).toBe(400);
      expect(['invalidEmail', 'validationFailed']).toContain(refused.body.code);
    });

    it('stores the NFKC form: a full-width address signs in as its plain letters', async () => {
      const local = `security-${randomUUID()}`;
      const fullWidth = `${local}＠ＥＸＡＭＰＬＥ．ｃｏｍ`;
      const member = await signedUp(newMember({ email: fullWidth }));
      const { rows } = await identityDb.query('SELECT 1 FROM "user" WHERE email = $1', [`${local}@example.com`]);
      expect(rows).toHaveLength(1);
      expect((await signIn({ ...member, email: `${local}@example.com` }, newAddress())).status).toBe(200);
    });
  });
});
