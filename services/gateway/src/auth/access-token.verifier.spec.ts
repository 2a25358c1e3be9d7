import { jest } from '@jest/globals';
import { DomainError, type RpcClient } from '@callsheet/kernel';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { AccessTokenVerifier } from './access-token.verifier.js';
import { standingOf, type RevokedSessions } from './revoked-sessions.js';

interface Key {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: Record<string, unknown>;
}

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

function sign(key: Key, claims: Record<string, unknown> = {}): Promise<string> {
  return new SignJWT({ role: 'user', owner: false, emailVerified: true, sid: 'session-1', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setSubject('user-1')
    .setIssuer('callsheet-identity')
    .setAudience('callsheet-api')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(key.privateKey);
}

/** A key set served by a fake identity, counting the fetches. */
function identityServing(keys: () => Key[]) {
  const calls = { fetches: 0 };
  const rpc = {
    send: async () => {
      calls.fetches += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { json: JSON.stringify({ keys: keys().map((key) => key.publicJwk) }) };
    },
  } as unknown as RpcClient;
  return { rpc, calls };
}

const noneRevoked: RevokedSessions = { standing: () => Promise.resolve('current') };

/** The lists as Redis would hold them: ended sessions, and membership marks by "account:user". */
function lists(ended: string[], marks: Record<string, string> = {}): RevokedSessions {
  return {
    standing: (token) =>
      Promise.resolve(
        standingOf(
          token,
          ended.includes(token.sessionId) ? '1' : null,
          token.account === undefined ? null : (marks[`${token.account}:${token.userId}`] ?? null),
        ),
      ),
  };
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).toEnvelope();
  }
  throw new Error('expected a refusal');
}

describe('AccessTokenVerifier', () => {
  let k1: Key;
  let k2: Key;

  beforeAll(async () => {
    [k1, k2] = await Promise.all([newKey('k1'), newKey('k2')]);
  });

  it('returns the caller of a valid token, with its session', async () => {
    const { rpc } = identityServing(() => [k1]);
    const caller = await new AccessTokenVerifier(rpc, noneRevoked).verify(await sign(k1, { account: 'acc-1' }));
    expect(caller).toMatchObject({ userId: 'user-1', role: 'user', account: 'acc-1', sessionId: 'session-1' });
  });

  it('answers 401 unauthorized, never a crash, for a token signed by an unknown key', async () => {
    const { rpc, calls } = identityServing(() => [k1]);
    const verifier = new AccessTokenVerifier(rpc, noneRevoked);
    const forged = await sign(k2);
    expect(await refusal(verifier.verify(forged))).toMatchObject({ code: 'unauthorized' });
    // A flood of forged tokens does not refetch the key set: the first fetch answered for all of them.
    await Promise.all(Array.from({ length: 50 }, () => refusal(verifier.verify(forged))));
    expect(calls.fetches).toBe(1);
  });

  it('refetches once, shared by concurrent requests, when a new key appears after the refetch interval', async () => {
    let served = [k1];
    const { rpc, calls } = identityServing(() => served);
    const verifier = new AccessTokenVerifier(rpc, noneRevoked);
    await verifier.verify(await sign(k1));
    served = [k1, k2];
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      const rotated = await sign(k2);
      const callers = await Promise.all(Array.from({ length: 20 }, () => verifier.verify(rotated)));
      expect(callers.every((caller) => caller.userId === 'user-1')).toBe(true);
      expect(calls.fetches).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('remembers a key id the last fetch did not have, until the next fetch', async () => {
    const { rpc, calls } = identityServing(() => [k1]);
    const verifier = new AccessTokenVerifier(rpc, noneRevoked);
    await verifier.verify(await sign(k1));
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      const forged = await sign(k2);
      await refusal(verifier.verify(forged));
      expect(calls.fetches).toBe(2);
      clock.mockReturnValue(now + 62_000);
      await refusal(verifier.verify(forged));
      expect(calls.fetches).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses garbage without a fetch storm', async () => {
    const { rpc, calls } = identityServing(() => [k1]);
    const verifier = new AccessTokenVerifier(rpc, noneRevoked);
    for (const token of ['', 'a.b.c', 'not-a-jwt', `${'x'.repeat(5000)}.y.z`]) {
      expect(await refusal(verifier.verify(token))).toMatchObject({ code: 'unauthorized' });
    }
    expect(calls.fetches).toBeLessThanOrEqual(1);
  });

  it('refuses every token of a session ended since (sign-out, refresh replay, password reset)', async () => {
    const { rpc } = identityServing(() => [k1]);
    const verifier = new AccessTokenVerifier(rpc, lists(['ended']));
    expect(await refusal(verifier.verify(await sign(k1, { sid: 'ended' })))).toEqual({
      code: 'unauthorized',
      message: 'This session has ended; sign in again.',
      args: [],
    });
    await expect(verifier.verify(await sign(k1, { sid: 'live' }))).resolves.toMatchObject({ sessionId: 'live' });
  });

  it('refuses (403 membershipChanged) a token whose account membership changed since, not one issued after', async () => {
    const { rpc } = identityServing(() => [k1]);
    const verifier = new AccessTokenVerifier(
      rpc,
      lists([], { 'acc-1:user-1': 'revision-2', 'acc-2:user-1': 'removed' }),
    );
    const before = await sign(k1, { account: 'acc-1', role: 'admin', mrev: 'revision-1' });
    expect(await refusal(verifier.verify(before))).toMatchObject({ code: 'membershipChanged', args: ['acc-1'] });
    const after = await sign(k1, { account: 'acc-1', mrev: 'revision-2' });
    await expect(verifier.verify(after)).resolves.toMatchObject({ account: 'acc-1', membershipRevision: 'revision-2' });
    // Removed: no revision passes, nor a token from before revisions were carried.
    for (const claims of [{ mrev: 'revision-1' }, {}]) {
      expect(await refusal(verifier.verify(await sign(k1, { account: 'acc-2', ...claims })))).toMatchObject({
        code: 'membershipChanged',
      });
    }
    // Another account, or no account selected: the marks of acc-1 and acc-2 say nothing of them.
    await expect(verifier.verify(await sign(k1, { account: 'acc-3', mrev: 'x' }))).resolves.toMatchObject({
      account: 'acc-3',
    });
    await expect(verifier.verify(await sign(k1))).resolves.toMatchObject({ account: undefined });
  });

  it('answers an ended session 401 even when its membership changed too', async () => {
    const { rpc } = identityServing(() => [k1]);
    const verifier = new AccessTokenVerifier(rpc, lists(['session-1'], { 'acc-1:user-1': 'removed' }));
    expect(await refusal(verifier.verify(await sign(k1, { account: 'acc-1' })))).toMatchObject({
      code: 'unauthorized',
    });
  });

  it('gives the rate limit the subject of a verified token only, without refetching keys or reading Redis', async () => {
    const { rpc, calls } = identityServing(() => [k1]);
    const readsRedis: RevokedSessions = { standing: () => Promise.reject(new Error('the rate limit must not ask')) };
    const verifier = new AccessTokenVerifier(rpc, readsRedis);
    expect(await verifier.verifiedSubject(await sign(k1))).toBe('user-1');
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 31_000);
    try {
      expect(await verifier.verifiedSubject(await sign(k2))).toBeUndefined();
      expect(await verifier.verifiedSubject('not-a-jwt')).toBeUndefined();
      expect(calls.fetches).toBe(1);
    } finally {
      clock.mockRestore();
    }
  });
});
