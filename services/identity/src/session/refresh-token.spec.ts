import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';
import { decideRefresh, REFRESH_TOKEN_REUSE_INTERVAL_MS, type StoredRefreshToken } from './refresh-token.js';

const now = new Date('2026-11-22T12:00:00Z');
const live: StoredRefreshToken = {
  familyId: 'family',
  userId: 'user',
  accountId: null,
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  usedAt: null,
  revokedAt: null,
};

function codeOf(token: StoredRefreshToken | null): string {
  try {
    decideRefresh(token, now);
    return 'none';
  } catch (error) {
    return error instanceof IdentityException ? error.code : 'unexpected';
  }
}

describe('decideRefresh', () => {
  it('rotates a live token', () => {
    expect(decideRefresh(live, now)).toEqual({ kind: 'rotate', token: live });
  });

  it('reissues a token used within the reuse interval (a reload lost the response)', () => {
    const usedAt = new Date(now.getTime() - REFRESH_TOKEN_REUSE_INTERVAL_MS + 1);
    expect(decideRefresh({ ...live, usedAt: now }, now)).toEqual({ kind: 'reissue', token: { ...live, usedAt: now } });
    expect(decideRefresh({ ...live, usedAt }, now)).toEqual({ kind: 'reissue', token: { ...live, usedAt } });
  });

  it('revokes the whole family when a token used before the reuse interval comes back; a clock ahead counts as recent', () => {
    const usedAt = new Date(now.getTime() - REFRESH_TOKEN_REUSE_INTERVAL_MS);
    expect(decideRefresh({ ...live, usedAt }, now)).toEqual({ kind: 'revokeFamily', familyId: 'family' });
    const ahead = new Date(now.getTime() + 1_000);
    expect(decideRefresh({ ...live, usedAt: ahead }, now)).toEqual({
      kind: 'reissue',
      token: { ...live, usedAt: ahead },
    });
  });

  it('refuses unknown, revoked and expired tokens', () => {
    expect(codeOf(null)).toBe(IdentityErrorCode.RefreshTokenInvalid);
    expect(codeOf({ ...live, revokedAt: now })).toBe(IdentityErrorCode.RefreshTokenInvalid);
    expect(codeOf({ ...live, expiresAt: now })).toBe(IdentityErrorCode.RefreshTokenInvalid);
  });
});
