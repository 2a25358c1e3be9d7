import { IdentityErrorCode } from '@callsheet/contracts';
import { KernelErrorCode } from '@callsheet/kernel';
import { outboxOf, refusalOf, sharedTestApp } from '@callsheet/testing';
import { decodeProtectedHeader } from 'jose';
import { randomUUID } from 'node:crypto';
import { ChangePasswordCommand } from '../src/session/commands/change-password/change-password.command.js';
import { ClearSessionCommand } from '../src/session/commands/clear-session/clear-session.command.js';
import { RefreshSessionCommand } from '../src/session/commands/refresh-session/refresh-session.command.js';
import { ResetPasswordCommand } from '../src/session/commands/reset-password/reset-password.command.js';
import { SignInCommand } from '../src/session/commands/sign-in/sign-in.command.js';
import { CreateAccountCommand } from '../src/account/commands/create-account/create-account.command.js';
import { GetJwksQuery } from '../src/session/queries/get-jwks/get-jwks.query.js';
import { REFRESH_TOKEN_REUSE_INTERVAL_MS } from '../src/session/refresh-token.js';
import { revokedSessionKey, REVOKED_SESSION_TTL_SECONDS } from '../src/session/revoked-sessions.js';
import { hashToken, newToken } from '../src/user/one-time-token.js';
import { passwordMatches } from '../src/user/password-hasher.js';
import {
  aMember,
  anAccountForm,
  newClientIp,
  newEmail,
  PASSWORD,
  signedIn,
  withClaims,
  type Member,
} from './identity-fixtures.js';
import { startIdentityTestApp, startIdentityTestAppWithoutRedis } from './identity-test-app.js';

const harness = sharedTestApp(startIdentityTestApp);

const NEW_PASSWORD = 'battery staple 2';

function signIn(email: string, password: string, clientIp: string) {
  return harness.commands.execute(new SignInCommand(email, password, clientIp));
}

async function refresh(refreshToken: string) {
  return withClaims(await harness.commands.execute(new RefreshSessionCommand(refreshToken)));
}

function refreshTokensOf(userId: string) {
  return harness.db.refreshToken.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
}

/** Whether the gateway would refuse the session's access tokens (identity's revoked-session list in Redis). */
async function isListedRevoked(sessionId: string): Promise<boolean> {
  return (await harness.redis.get(revokedSessionKey(sessionId))) === '1';
}

async function failuresOf(email: string) {
  return harness.db.signInFailure.count({ where: { email } });
}

/** A reset link of the member's, stored as RequestPasswordReset stores it. */
async function aResetLink(member: Member, expiresInMs = 3600_000): Promise<string> {
  const { secret, hash } = newToken();
  await harness.db.oneTimeToken.create({
    data: {
      tokenHash: hash,
      purpose: 'reset_password',
      userId: member.userId,
      expiresAt: new Date(Date.now() + expiresInMs),
    },
  });
  return secret;
}

describe('SignInCommand', () => {
  it('starts a session: an ES256 access token without an account and a stored refresh token', async () => {
    const member = await aMember(harness, { verified: true });
    const clientIp = newClientIp();

    const session = withClaims(await signIn(` ${member.email.toUpperCase()} `, PASSWORD, clientIp));

    expect(session).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(session.claims).toMatchObject({
      sub: member.userId,
      role: 'user',
      owner: false,
      emailVerified: true,
      iss: 'callsheet-identity',
      aud: 'callsheet-api',
    });
    expect(session.claims).not.toHaveProperty('account');
    expect(decodeProtectedHeader(session.accessToken)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const [stored] = await refreshTokensOf(member.userId);
    expect(stored).toMatchObject({
      tokenHash: hashToken(session.refreshToken),
      familyId: session.claims.sid,
      accountId: null,
      usedAt: null,
      revokedAt: null,
    });
    expect(
      await harness.db.signInSuccess.findUnique({ where: { email_clientIp: { email: member.email, clientIp } } }),
    ).not.toBeNull();
    expect(await outboxOf(harness.db, member.userId)).toEqual([]);
  });

  it('refuses a wrong password and an unknown email alike, recording each failure', async () => {
    const member = await aMember(harness);
    const unknown = newEmail('unknown');
    const clientIp = newClientIp();

    expect(await refusalOf(signIn(member.email, 'wrong password', clientIp))).toEqual({
      code: IdentityErrorCode.InvalidCredentials,
      args: [],
    });
    expect(await refusalOf(signIn(unknown, PASSWORD, clientIp))).toEqual({
      code: IdentityErrorCode.InvalidCredentials,
      args: [],
    });

    expect(await failuresOf(member.email)).toBe(1);
    expect(await failuresOf(unknown)).toBe(1);
    expect(await refreshTokensOf(member.userId)).toEqual([]);
  });

  it('holds an address back after five failures on one email, even with the right password', async () => {
    const member = await aMember(harness);
    const clientIp = newClientIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await refusalOf(signIn(member.email, 'wrong password', clientIp));
    }

    const refusal = await refusalOf(signIn(member.email, PASSWORD, clientIp));

    expect(refusal.code).toBe(IdentityErrorCode.TooManyAttempts);
    expect(Number(refusal.args[0])).toBeGreaterThan(25);
    expect(Number(refusal.args[0])).toBeLessThanOrEqual(30);
    expect(await refreshTokensOf(member.userId)).toEqual([]);
    // Another address is not held back by this one's failures.
    expect((await signedIn(harness, member)).claims.sub).toBe(member.userId);
  });

  it("forgets the address's own failures once it signs in, not those of other addresses", async () => {
    const member = await aMember(harness);
    const [clientIp, otherIp] = [newClientIp(), newClientIp()];
    await refusalOf(signIn(member.email, 'wrong password', clientIp));
    await refusalOf(signIn(member.email, 'wrong password', otherIp));

    await signIn(member.email, PASSWORD, clientIp);

    expect(
      await harness.db.signInFailure.findMany({ where: { email: member.email }, select: { clientIp: true } }),
    ).toEqual([{ clientIp: otherIp }]);
  });
});

describe('RefreshSessionCommand', () => {
  it('rotates the refresh token within the session', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);

    const next = await refresh(session.refreshToken);

    expect(next.claims).toMatchObject({ sub: member.userId, sid: session.claims.sid, role: 'user', owner: false });
    expect(next.claims).not.toHaveProperty('account');
    const retired = await harness.db.refreshToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(session.refreshToken) },
    });
    expect(retired.usedAt).not.toBeNull();
    const issued = await harness.db.refreshToken.findUniqueOrThrow({
      where: { tokenHash: hashToken(next.refreshToken) },
    });
    expect(issued).toMatchObject({ familyId: session.claims.sid, accountId: null, usedAt: null, revokedAt: null });
  });

  it('keeps the selected account with the member role as it is now, and drops it once they leave', async () => {
    const owner = await aMember(harness);
    const created = await harness.commands.execute(new CreateAccountCommand(owner.userId, anAccountForm()));
    const membership = { accountId_userId: { accountId: created.accountId, userId: owner.userId } };
    await harness.db.membership.update({ where: membership, data: { role: 'admin' } });

    const asAdmin = await refresh(created.session.refreshToken);

    expect(asAdmin.claims).toMatchObject({
      account: created.accountId,
      accountType: 'talent',
      role: 'admin',
      owner: false,
    });
    expect(
      await harness.db.refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(asAdmin.refreshToken) } }),
    ).toMatchObject({ accountId: created.accountId });

    await harness.db.membership.delete({ where: membership });
    const afterLeaving = await refresh(asAdmin.refreshToken);

    expect(afterLeaving.claims).toMatchObject({ sub: owner.userId, role: 'user', owner: false });
    expect(afterLeaving.claims).not.toHaveProperty('account');
  });

  /** Stamps a token's use REFRESH_TOKEN_REUSE_INTERVAL_MS ago: the reuse interval has passed. */
  async function usedLongAgo(refreshToken: string) {
    await harness.db.refreshToken.update({
      where: { tokenHash: hashToken(refreshToken) },
      data: { usedAt: new Date(Date.now() - REFRESH_TOKEN_REUSE_INTERVAL_MS) },
    });
  }

  it('ends the whole session when a used refresh token comes back after the reuse interval, access tokens included', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);
    const next = await refresh(session.refreshToken);
    await usedLongAgo(session.refreshToken);

    expect(await refusalOf(harness.commands.execute(new RefreshSessionCommand(session.refreshToken)))).toEqual({
      code: IdentityErrorCode.RefreshTokenReused,
      args: [],
    });

    expect(await isListedRevoked(session.claims.sid)).toBe(true);
    const ttl = await harness.redis.ttl(revokedSessionKey(session.claims.sid));
    expect(ttl).toBeGreaterThan(REVOKED_SESSION_TTL_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(REVOKED_SESSION_TTL_SECONDS);
    expect((await refreshTokensOf(member.userId)).every((token) => token.revokedAt !== null)).toBe(true);
    expect(await refusalOf(harness.commands.execute(new RefreshSessionCommand(next.refreshToken)))).toEqual({
      code: IdentityErrorCode.RefreshTokenInvalid,
      args: [],
    });
  });

  it('gives a new pair for a token presented again within the reuse interval (a reload lost the first answer); the lost pair is revoked', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);
    const lost = await refresh(session.refreshToken);

    const again = await refresh(session.refreshToken);

    expect(again.claims.sid).toBe(session.claims.sid);
    expect(again.refreshToken).not.toBe(lost.refreshToken);
    expect(await isListedRevoked(session.claims.sid)).toBe(false);
    expect(await refusalOf(harness.commands.execute(new RefreshSessionCommand(lost.refreshToken)))).toEqual({
      code: IdentityErrorCode.RefreshTokenInvalid,
      args: [],
    });
    // The session goes on with the new pair, and one token of it is live.
    const later = await refresh(again.refreshToken);
    expect(later.claims.sid).toBe(session.claims.sid);
    const live = (await refreshTokensOf(member.userId)).filter((token) => !token.usedAt && !token.revokedAt);
    expect(live.map((token) => token.tokenHash)).toEqual([hashToken(later.refreshToken)]);
  });

  it('ends the session when a token comes back within the reuse interval after its replacement was used', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);
    const next = await refresh(session.refreshToken);
    const after = await refresh(next.refreshToken);

    expect(await refusalOf(harness.commands.execute(new RefreshSessionCommand(session.refreshToken)))).toEqual({
      code: IdentityErrorCode.RefreshTokenReused,
      args: [],
    });
    expect(await isListedRevoked(session.claims.sid)).toBe(true);
    expect(await refusalOf(harness.commands.execute(new RefreshSessionCommand(after.refreshToken)))).toEqual({
      code: IdentityErrorCode.RefreshTokenInvalid,
      args: [],
    });
  });

  it('answers two refreshes with the same token at once, both in the same session', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);

    const outcomes = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);

    expect(outcomes.map((outcome) => outcome.claims.sid)).toEqual([session.claims.sid, session.claims.sid]);
    expect(await isListedRevoked(session.claims.sid)).toBe(false);
  });

  it('refuses an unknown and an expired refresh token, issuing nothing', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);
    const expired = newToken();
    await harness.db.refreshToken.create({
      data: {
        tokenHash: expired.hash,
        familyId: session.claims.sid,
        userId: member.userId,
        expiresAt: new Date(Date.now() - 1),
      },
    });

    for (const token of [newToken().secret, expired.secret]) {
      expect(await refusalOf(harness.commands.execute(new RefreshSessionCommand(token)))).toEqual({
        code: IdentityErrorCode.RefreshTokenInvalid,
        args: [],
      });
    }
    expect(await refreshTokensOf(member.userId)).toHaveLength(2);
    expect(await isListedRevoked(session.claims.sid)).toBe(false);
  });
});

describe('ClearSessionCommand', () => {
  it('ends the caller session and lists it as revoked; their other sessions go on', async () => {
    const member = await aMember(harness);
    const ended = await signedIn(harness, member);
    const other = await signedIn(harness, member);

    await harness.commands.execute(new ClearSessionCommand(member.userId, ended.claims.sid));

    expect(await isListedRevoked(ended.claims.sid)).toBe(true);
    expect(await isListedRevoked(other.claims.sid)).toBe(false);
    const tokens = await refreshTokensOf(member.userId);
    expect(tokens.find((token) => token.familyId === ended.claims.sid)?.revokedAt).not.toBeNull();
    expect(tokens.find((token) => token.familyId === other.claims.sid)?.revokedAt).toBeNull();
  });

  it('changes nothing for a session id of someone else', async () => {
    const member = await aMember(harness);
    const victim = await aMember(harness);
    const session = await signedIn(harness, victim);

    await harness.commands.execute(new ClearSessionCommand(member.userId, session.claims.sid));

    expect(await isListedRevoked(session.claims.sid)).toBe(false);
    expect((await refreshTokensOf(victim.userId))[0].revokedAt).toBeNull();
  });
});

describe('ChangePasswordCommand', () => {
  function changePassword(
    member: Member,
    sessionId: string,
    current: string,
    password = NEW_PASSWORD,
    clientIp = newClientIp(),
  ) {
    return harness.commands.execute(
      new ChangePasswordCommand(member.userId, sessionId, current, password, password, clientIp),
    );
  }

  it('sets the new password, ends the other sessions and reset links, and keeps this session', async () => {
    const member = await aMember(harness);
    const current = await signedIn(harness, member);
    const other = await signedIn(harness, member);
    const resetLink = await aResetLink(member);

    await changePassword(member, current.claims.sid, PASSWORD);

    const user = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(await passwordMatches(user.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await isListedRevoked(other.claims.sid)).toBe(true);
    expect(await isListedRevoked(current.claims.sid)).toBe(false);
    const tokens = await refreshTokensOf(member.userId);
    expect(tokens.find((token) => token.familyId === other.claims.sid)?.revokedAt).not.toBeNull();
    expect(tokens.find((token) => token.familyId === current.claims.sid)?.revokedAt).toBeNull();
    const reset = await harness.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(resetLink) } });
    expect(reset.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await refusalOf(signIn(member.email, PASSWORD, newClientIp()))).toMatchObject({
      code: IdentityErrorCode.InvalidCredentials,
    });
  });

  it('refuses a wrong current password, records the failure and changes nothing', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);
    const { passwordHash } = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });

    expect(await refusalOf(changePassword(member, session.claims.sid, 'not my password'))).toEqual({
      code: IdentityErrorCode.CurrentPasswordIncorrect,
      args: ['currentPassword'],
    });

    expect((await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } })).passwordHash).toBe(passwordHash);
    expect(await failuresOf(member.email)).toBe(1);
  });

  it('throttles guesses of the current password like sign-in', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);
    const clientIp = newClientIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await refusalOf(changePassword(member, session.claims.sid, 'guess', NEW_PASSWORD, clientIp));
    }

    const refusal = await refusalOf(changePassword(member, session.claims.sid, PASSWORD, NEW_PASSWORD, clientIp));

    expect(refusal.code).toBe(IdentityErrorCode.TooManyAttempts);
    expect(Number(refusal.args[0])).toBeGreaterThan(25);
    const user = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(await passwordMatches(user.passwordHash, PASSWORD)).toBe(true);
  });

  it.each([
    ['a 5-character password', 'abc12', 'abc12', IdentityErrorCode.PasswordTooShort, ['6']],
    [
      'a confirmation that differs',
      NEW_PASSWORD,
      'battery staple 3',
      IdentityErrorCode.PasswordsMustMatch,
      ['passwordConfirmation'],
    ],
  ])('refuses %s', async (_case, password, confirmation, code, args) => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);

    expect(
      await refusalOf(
        harness.commands.execute(
          new ChangePasswordCommand(member.userId, session.claims.sid, PASSWORD, password, confirmation, newClientIp()),
        ),
      ),
    ).toEqual({ code, args });
    const user = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(await passwordMatches(user.passwordHash, PASSWORD)).toBe(true);
  });

  it('refuses a user that no longer exists as an ended session', async () => {
    expect(
      await refusalOf(changePassword({ userId: randomUUID(), email: '', password: '' }, randomUUID(), PASSWORD)),
    ).toEqual({
      code: IdentityErrorCode.RefreshTokenInvalid,
      args: [],
    });
  });
});

describe('ResetPasswordCommand', () => {
  function reset(token: string, password = NEW_PASSWORD, confirmation = password) {
    return harness.commands.execute(new ResetPasswordCommand(token, password, confirmation));
  }

  it('sets the new password, ends every session and reset link, and forgets the failures', async () => {
    const member = await aMember(harness);
    const first = await signedIn(harness, member);
    const second = await signedIn(harness, member);
    await refusalOf(signIn(member.email, 'wrong password', newClientIp()));
    const link = await aResetLink(member);
    const otherLink = await aResetLink(member);

    await reset(link);

    const user = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(await passwordMatches(user.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await isListedRevoked(first.claims.sid)).toBe(true);
    expect(await isListedRevoked(second.claims.sid)).toBe(true);
    expect((await refreshTokensOf(member.userId)).every((token) => token.revokedAt !== null)).toBe(true);
    expect(await failuresOf(member.email)).toBe(0);
    const used = await harness.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(link) } });
    expect(used.usedAt).not.toBeNull();
    expect(await refusalOf(reset(otherLink))).toEqual({ code: IdentityErrorCode.TokenExpired, args: [] });
    expect(await refusalOf(reset(link))).toEqual({ code: IdentityErrorCode.TokenUsed, args: [] });
  });

  it('refuses an unknown link, a verification link and an expired link, changing nothing', async () => {
    const member = await aMember(harness);
    const session = await signedIn(harness, member);
    const expired = await aResetLink(member, -1);
    const verification = newToken();
    await harness.db.oneTimeToken.create({
      data: {
        tokenHash: verification.hash,
        purpose: 'verify_email',
        userId: member.userId,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });

    expect(await refusalOf(reset(newToken().secret))).toEqual({ code: IdentityErrorCode.TokenUnknown, args: [] });
    expect(await refusalOf(reset(verification.secret))).toEqual({ code: IdentityErrorCode.TokenUnknown, args: [] });
    expect(await refusalOf(reset(expired))).toEqual({ code: IdentityErrorCode.TokenExpired, args: [] });

    const user = await harness.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(await passwordMatches(user.passwordHash, PASSWORD)).toBe(true);
    expect(await isListedRevoked(session.claims.sid)).toBe(false);
  });

  it('refuses a password that breaks the rules before using the link', async () => {
    const member = await aMember(harness);
    const link = await aResetLink(member);

    expect(await refusalOf(reset(link, 'abc12'))).toEqual({ code: IdentityErrorCode.PasswordTooShort, args: ['6'] });
    expect(await refusalOf(reset(link, NEW_PASSWORD, 'battery staple 3'))).toEqual({
      code: IdentityErrorCode.PasswordsMustMatch,
      args: ['passwordConfirmation'],
    });
    expect(
      (await harness.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(link) } })).usedAt,
    ).toBeNull();
  });
});

describe('GetJwksQuery', () => {
  it('publishes the public key that signed the access tokens, without its private part', async () => {
    const session = await signedIn(harness, await aMember(harness));
    const { kid } = decodeProtectedHeader(session.accessToken);

    const { keys } = JSON.parse(await harness.queries.execute(new GetJwksQuery())) as {
      keys: Record<string, string>[];
    };

    const key = keys.find((candidate) => candidate.kid === kid);
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(key).not.toHaveProperty('d');
  });
});

describe('with Redis away', () => {
  const away = sharedTestApp(startIdentityTestAppWithoutRedis);

  const unavailable = { code: KernelErrorCode.UpstreamUnavailable, args: [] };

  it('refuses a password reset with 503 before changing anything, so the link can be used again', async () => {
    const member = await aMember(harness);
    const session = withClaims(await away.commands.execute(new SignInCommand(member.email, PASSWORD, newClientIp())));
    const { secret, hash } = newToken();
    await away.db.oneTimeToken.create({
      data: {
        tokenHash: hash,
        purpose: 'reset_password',
        userId: member.userId,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });

    expect(
      await refusalOf(away.commands.execute(new ResetPasswordCommand(secret, NEW_PASSWORD, NEW_PASSWORD))),
    ).toEqual(unavailable);

    const user = await away.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(await passwordMatches(user.passwordHash, PASSWORD)).toBe(true);
    expect((await away.db.oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hash } })).usedAt).toBeNull();
    expect(
      await away.db.refreshToken.count({ where: { familyId: session.claims.sid, revokedAt: { not: null } } }),
    ).toBe(0);
  });

  it('refuses a replayed refresh token with 503 before ending the session, so the next replay ends it', async () => {
    const member = await aMember(harness);
    const session = withClaims(await away.commands.execute(new SignInCommand(member.email, PASSWORD, newClientIp())));
    const next = await away.commands.execute(new RefreshSessionCommand(session.refreshToken));
    // Its replacement used: the first token is a replay, not a reload's retry.
    await away.commands.execute(new RefreshSessionCommand(next.refreshToken));

    expect(await refusalOf(away.commands.execute(new RefreshSessionCommand(session.refreshToken)))).toEqual(
      unavailable,
    );
    expect(
      await away.db.refreshToken.count({ where: { familyId: session.claims.sid, revokedAt: { not: null } } }),
    ).toBe(0);
  });

  it('refuses a password change that must end other sessions with 503, keeping the password and them', async () => {
    const member = await aMember(harness);
    const session = withClaims(await away.commands.execute(new SignInCommand(member.email, PASSWORD, newClientIp())));
    const other = await signedIn(harness, member);

    expect(
      await refusalOf(
        away.commands.execute(
          new ChangePasswordCommand(
            member.userId,
            session.claims.sid,
            PASSWORD,
            NEW_PASSWORD,
            NEW_PASSWORD,
            newClientIp(),
          ),
        ),
      ),
    ).toEqual(unavailable);
    const user = await away.db.user.findUniqueOrThrow({ where: { id: member.userId } });
    expect(await passwordMatches(user.passwordHash, PASSWORD)).toBe(true);
    expect(await away.db.refreshToken.count({ where: { familyId: other.claims.sid, revokedAt: null } })).toBe(1);
  });
});
