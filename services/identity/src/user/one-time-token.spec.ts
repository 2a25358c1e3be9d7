import { assertUsable, hashToken, newToken } from './one-time-token.js';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-22T13:00:00Z');

function codeOf(work: () => void): string {
  try {
    work();
  } catch (error) {
    if (error instanceof IdentityException) {
      return error.code;
    }
  }
  return 'none';
}

describe('one-time tokens', () => {
  it('keeps only a hash of the secret', () => {
    const { secret, hash } = newToken();
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(hashToken(secret));
    expect(hash).not.toContain(secret);
  });

  it('accepts an unused, unexpired token of the right purpose', () => {
    expect(
      codeOf(() => assertUsable({ purpose: 'verify_email', expiresAt: later, usedAt: null }, 'verify_email', now)),
    ).toBe('none');
  });

  it('accepts a token of any of the purposes a link may carry, and no other', () => {
    const change = { purpose: 'change_email', expiresAt: later, usedAt: null };
    expect(codeOf(() => assertUsable(change, ['verify_email', 'change_email'], now))).toBe('none');
    expect(codeOf(() => assertUsable(change, ['verify_email'], now))).toBe(IdentityErrorCode.TokenUnknown);
    expect(codeOf(() => assertUsable(change, 'reset_password', now))).toBe(IdentityErrorCode.TokenUnknown);
  });

  it('refuses unknown, wrong-purpose, used and expired tokens with distinct codes', () => {
    expect(codeOf(() => assertUsable(null, 'verify_email', now))).toBe(IdentityErrorCode.TokenUnknown);
    expect(
      codeOf(() => assertUsable({ purpose: 'reset_password', expiresAt: later, usedAt: null }, 'verify_email', now)),
    ).toBe(IdentityErrorCode.TokenUnknown);
    expect(
      codeOf(() => assertUsable({ purpose: 'verify_email', expiresAt: later, usedAt: now }, 'verify_email', now)),
    ).toBe(IdentityErrorCode.TokenUsed);
    expect(
      codeOf(() => assertUsable({ purpose: 'verify_email', expiresAt: now, usedAt: null }, 'verify_email', now)),
    ).toBe(IdentityErrorCode.TokenExpired);
  });
});
