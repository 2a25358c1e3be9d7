import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';
import { decideRefresh, type StoredRefreshToken } from './refresh-token.js';

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

  it('revokes the whole family when a used token comes back', () => {
    expect(decideRefresh({ ...live, usedAt: now }, now)).toEqual({ kind: 'revokeFamily', familyId: 'family' });
  });

  it('refuses unknown, revoked and expired tokens', () => {
    expect(codeOf(null)).toBe(IdentityErrorCode.RefreshTokenInvalid);
    expect(codeOf({ ...live, revokedAt: now })).toBe(IdentityErrorCode.RefreshTokenInvalid);
    expect(codeOf({ ...live, expiresAt: now })).toBe(IdentityErrorCode.RefreshTokenInvalid);
  });
});
