import { hashToken } from '../../user/one-time-token.js';
import { IdentityErrorCode } from '../../user/user.errors.js';
import type { UserRepository } from '../../user/user.repository.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS, type AccessClaims } from '../access-token.js';
import { REFRESH_TOKEN_REUSE_INTERVAL_MS, type StoredRefreshToken } from '../refresh-token.js';
import type { RevokedSessions } from '../revoked-sessions.js';
import type { SessionTokens } from '../session-tokens.js';
import type { SessionRepository } from '../session.repository.js';
import { hashPassword } from '../../user/password-hasher.js';
import { ChangePasswordHandler } from './change-password/change-password.handler.js';
import { ClearSessionHandler } from './clear-session/clear-session.handler.js';
import { RefreshSessionHandler } from './refresh-session/refresh-session.handler.js';
import { ResetPasswordHandler } from './reset-password/reset-password.handler.js';

// The session commands against in-memory stand-ins for the repositories, the token issuer and the
// revoked-session list: what each writes, and in which order.

const user = { id: 'user-1', email: 'ada@example.com', emailVerifiedAt: new Date(), passwordHash: 'x' };

function fakes(tokens: Record<string, StoredRefreshToken & { userId: string }> = {}, currentUser = user) {
  const log: string[] = [];
  let replacementUsed = false;
  const failures: Date[] = [];
  const revokedIds: string[] = [];
  const issued: { claims: Omit<AccessClaims, 'sid'>; familyId: string }[] = [];
  let memberships: Record<string, { accountId: string; role: string; account: { accountType: string } }> = {};
  const sessions = {
    findRefreshToken: (hash: string) => Promise.resolve(tokens[hash] ?? null),
    retireRefreshToken: () => Promise.resolve(true),
    // The family's replacements: unused unless a test says the session went on without this token.
    revokeUnusedReplacements: (familyId: string) => {
      if (replacementUsed) {
        return Promise.resolve(false);
      }
      log.push(`db:revokeUnused ${familyId}`);
      return Promise.resolve(true);
    },
    revokeFamily: (familyId: string) => {
      log.push(`db:revoke ${familyId}`);
      return Promise.resolve();
    },
    isFamilyOf: (familyId: string, userId: string) =>
      Promise.resolve(Object.values(tokens).some((token) => token.familyId === familyId && token.userId === userId)),
    recentFamilies: (_userId: string, issuedSince: Date) => {
      // Whole minutes: the handler hashes passwords between reading the clock and this call, which takes
      // over a second on a loaded machine.
      log.push(`db:recent since ${Math.floor((Date.now() - issuedSince.getTime()) / 60_000)} min`);
      return Promise.resolve(['family-a', 'family-b']);
    },
    revokeAllBut: (_userId: string, kept: string) => {
      log.push(`db:revokeAllBut ${kept}`);
      return Promise.resolve(['family-a', 'family-b', 'family-c'].filter((familyId) => familyId !== kept));
    },
    signInHistory: () =>
      Promise.resolve({
        pair: { failures: failures.length, latest: failures.at(-1) ?? null },
        address: { failures: failures.length, oldest: failures[0] ?? null },
        account: { failures: failures.length, oldest: failures[0] ?? null },
        knownAddress: false,
      }),
    recordFailure: (_email: string, _ip: string, at: Date) => {
      failures.push(at);
      return Promise.resolve();
    },
    revokeAllOf: (_userId: string, issuedSince: Date) => {
      log.push(`db:revokeAll since ${Math.floor((Date.now() - issuedSince.getTime()) / 60_000)} min`);
      // A session started while the password was being reset (with the old password) ends too.
      return Promise.resolve(['family-a', 'family-b', 'family-c']);
    },
    clearFailures: () => Promise.resolve(),
  } as unknown as SessionRepository;
  let redisDown = false;
  const revoked = {
    add: (ids: readonly string[]) => {
      if (redisDown) {
        return Promise.reject(new Error('Sessions cannot be ended right now'));
      }
      log.push(`redis:revoke ${ids.join(',')}`);
      revokedIds.push(...ids);
      return Promise.resolve();
    },
  } as unknown as RevokedSessions;
  const users = {
    findById: () => Promise.resolve(currentUser),
    findMembership: (_userId: string, accountId: string) => Promise.resolve(memberships[accountId] ?? null),
    findUsableToken: () => {
      log.push('db:findToken');
      return Promise.resolve({ userId: user.id });
    },
    transaction: async (work: (tx: string) => Promise<unknown>) => {
      log.push('db:begin');
      const result = await work('tx');
      log.push('db:commit');
      return result;
    },
    consumeToken: (tx: string) => {
      log.push(`${tx}:consume`);
      return Promise.resolve({ userId: user.id });
    },
    endTokens: (tx: string, _userId: string, purpose: string) => {
      log.push(`${tx}:end ${purpose}`);
      return Promise.resolve();
    },
    setPassword: (tx: string) => {
      log.push(`${tx}:setPassword`);
      return Promise.resolve({ id: user.id, email: user.email });
    },
  } as unknown as UserRepository;
  const sessionTokens = {
    issue: (claims: Omit<AccessClaims, 'sid'>, familyId: string) => {
      issued.push({ claims, familyId });
      return Promise.resolve({ accessToken: 'a', refreshToken: 'r', expiresIn: 900, tokenType: 'Bearer' as const });
    },
  } as unknown as SessionTokens;
  return {
    log,
    revokedIds,
    issued,
    setMemberships: (next: typeof memberships) => (memberships = next),
    stopRedis: () => (redisDown = true),
    useReplacement: () => (replacementUsed = true),
    sessions,
    revoked,
    users,
    sessionTokens,
  };
}

function refreshToken(changes: Partial<StoredRefreshToken> = {}): StoredRefreshToken & { userId: string } {
  return {
    familyId: 'family-1',
    userId: user.id,
    accountId: null,
    expiresAt: new Date(Date.now() + 60_000),
    usedAt: null,
    revokedAt: null,
    ...changes,
  };
}

describe('ClearSessionHandler (sign-out)', () => {
  it('ends the session in the database, then lists it as revoked for the gateway', async () => {
    const f = fakes({ [hashToken('r1')]: refreshToken() });
    await new ClearSessionHandler(f.sessions, f.revoked).execute({ userId: user.id, sessionId: 'family-1' } as never);
    expect(f.log).toEqual(['db:revoke family-1', 'redis:revoke family-1']);
  });

  it("lists nothing for a session id that is not the caller's", async () => {
    const f = fakes({ [hashToken('r1')]: refreshToken({ userId: 'someone-else' }) });
    await new ClearSessionHandler(f.sessions, f.revoked).execute({ userId: user.id, sessionId: 'family-1' } as never);
    expect(f.revokedIds).toEqual([]);
  });
});

describe('RefreshSessionHandler', () => {
  function handler(f: ReturnType<typeof fakes>) {
    return new RefreshSessionHandler(f.sessions, f.users, f.sessionTokens, f.revoked);
  }

  const longAgo = () => new Date(Date.now() - REFRESH_TOKEN_REUSE_INTERVAL_MS - 1_000);

  it('revokes the whole session, access tokens included, when a used refresh token comes back', async () => {
    const f = fakes({ [hashToken('r1')]: refreshToken({ usedAt: longAgo() }) });
    await expect(handler(f).execute({ refreshToken: 'r1' } as never)).rejects.toMatchObject({
      code: IdentityErrorCode.RefreshTokenReused,
    });
    // The list first: when Redis cannot take it, the family is left as it was for the next replay.
    expect(f.log).toEqual(['redis:revoke family-1', 'db:revoke family-1']);
  });

  it('leaves the session as it was when the revoked list cannot be written', async () => {
    const f = fakes({ [hashToken('r1')]: refreshToken({ usedAt: longAgo() }) });
    f.stopRedis();
    await expect(handler(f).execute({ refreshToken: 'r1' } as never)).rejects.toThrow('cannot be ended');
    expect(f.log).toEqual([]);
  });

  it('issues a new pair within the reuse interval and revokes the unused replacement (a reload mid-refresh)', async () => {
    const f = fakes({ [hashToken('r1')]: refreshToken({ usedAt: new Date() }) });
    await handler(f).execute({ refreshToken: 'r1' } as never);
    expect(f.log).toEqual(['db:revokeUnused family-1']);
    expect(f.issued).toHaveLength(1);
  });

  it('treats it as a replay within the interval when the replacement was used since', async () => {
    const f = fakes({ [hashToken('r1')]: refreshToken({ usedAt: new Date() }) });
    f.useReplacement();
    await expect(handler(f).execute({ refreshToken: 'r1' } as never)).rejects.toMatchObject({
      code: IdentityErrorCode.RefreshTokenReused,
    });
    expect(f.log).toEqual(['redis:revoke family-1', 'db:revoke family-1']);
    expect(f.issued).toEqual([]);
  });

  it("keeps the session's selected account, with the member's role as it is now", async () => {
    const f = fakes({ [hashToken('r1')]: refreshToken({ accountId: 'account-1' }) });
    f.setMemberships({ 'account-1': { accountId: 'account-1', role: 'admin', account: { accountType: 'casting' } } });
    await handler(f).execute({ refreshToken: 'r1' } as never);
    expect(f.issued).toEqual([
      {
        familyId: 'family-1',
        claims: {
          sub: user.id,
          role: 'admin',
          owner: false,
          account: 'account-1',
          accountType: 'casting',
          emailVerified: true,
        },
      },
    ]);
  });

  it('drops the account when the member no longer belongs to it', async () => {
    const f = fakes({ [hashToken('r1')]: refreshToken({ accountId: 'account-1' }) });
    await handler(f).execute({ refreshToken: 'r1' } as never);
    expect(f.issued[0]?.claims).toEqual({ sub: user.id, role: 'user', owner: false, emailVerified: true });
  });
});

describe('ResetPasswordHandler', () => {
  const resetPassword = (f: ReturnType<typeof fakes>) =>
    new ResetPasswordHandler(f.users, f.sessions, f.revoked).execute({
      token: 't',
      password: 'newpass1',
      passwordConfirmation: 'newpass1',
    } as never);

  it('ends every reset link of the member in the transaction that sets the password', async () => {
    const f = fakes();
    await resetPassword(f);
    expect(f.log.slice(3, 8)).toEqual([
      'db:begin',
      'tx:consume',
      'tx:end reset_password',
      'tx:setPassword',
      'db:commit',
    ]);
  });

  it('lists every session that may hold a live access token before changing anything, then ends them all', async () => {
    const f = fakes();
    await resetPassword(f);
    const since = `since ${(ACCESS_TOKEN_LIFETIME_SECONDS + 60) / 60} min`;
    expect(f.log.slice(0, 3)).toEqual(['db:findToken', `db:recent ${since}`, 'redis:revoke family-a,family-b']);
    expect(f.log.slice(8)).toEqual([`db:revokeAll ${since}`, 'redis:revoke family-c']);
  });

  it('changes nothing, and the link still works, when the revoked list cannot be written', async () => {
    const f = fakes();
    f.stopRedis();
    await expect(resetPassword(f)).rejects.toThrow('cannot be ended');
    expect(f.log).toEqual(['db:findToken', `db:recent since ${(ACCESS_TOKEN_LIFETIME_SECONDS + 60) / 60} min`]);
  });
});

describe('ChangePasswordHandler', () => {
  let member: typeof user;

  beforeAll(async () => {
    member = { ...user, passwordHash: await hashPassword('current1') };
  });

  function change(f: ReturnType<typeof fakes>, currentPassword: string, password = 'newpass1') {
    return new ChangePasswordHandler(f.users, f.sessions, f.revoked).execute({
      userId: member.id,
      sessionId: 'family-b',
      currentPassword,
      password,
      passwordConfirmation: password,
      clientIp: '203.0.113.9',
    } as never);
  }

  it('refuses a wrong current password, changing nothing, and counts it like a failed sign-in', async () => {
    const f = fakes({}, member);
    await expect(change(f, 'wrong-one')).rejects.toMatchObject({
      code: IdentityErrorCode.CurrentPasswordIncorrect,
      args: ['currentPassword'],
    });
    expect(f.log).toEqual([]);
  });

  it('throttles guessing after the free failures, with the wait in args[0]', async () => {
    const f = fakes({}, member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(change(f, `wrong-${attempt}`)).rejects.toMatchObject({
        code: IdentityErrorCode.CurrentPasswordIncorrect,
      });
    }
    await expect(change(f, 'current1')).rejects.toMatchObject({
      code: IdentityErrorCode.TooManyAttempts,
      args: ['30'],
    });
  });

  it('applies the new-password rules before checking anything', async () => {
    const f = fakes({}, member);
    await expect(change(f, 'current1', 'short')).rejects.toMatchObject({ code: IdentityErrorCode.PasswordTooShort });
  });

  it('sets the password, ends reset links, and ends every other session, this one going on', async () => {
    const f = fakes({}, member);
    await change(f, 'current1');
    expect(f.log).toEqual([
      `db:recent since ${(ACCESS_TOKEN_LIFETIME_SECONDS + 60) / 60} min`,
      'redis:revoke family-a',
      'db:begin',
      'tx:setPassword',
      'tx:end reset_password',
      'db:commit',
      'db:revokeAllBut family-b',
      'redis:revoke family-c',
    ]);
    expect(f.revokedIds).not.toContain('family-b');
  });
});
