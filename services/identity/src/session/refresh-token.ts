import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';

/** A session lasts 30 days from its last refresh. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface StoredRefreshToken {
  familyId: string;
  userId: string;
  /** The account selected in the session when this token was issued. */
  accountId: string | null;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export type RefreshDecision =
  { kind: 'rotate'; token: StoredRefreshToken } | { kind: 'revokeFamily'; familyId: string };

/**
 * What to do with a presented refresh token: rotate it, or (when it was already used) treat it as
 * stolen and revoke its whole family. Unknown, revoked and expired tokens are refused.
 */
export function decideRefresh(token: StoredRefreshToken | null, now: Date): RefreshDecision {
  if (!token || token.revokedAt) {
    throw new IdentityException(IdentityErrorCode.RefreshTokenInvalid, 'This session has ended; sign in again.');
  }
  if (token.usedAt) {
    return { kind: 'revokeFamily', familyId: token.familyId };
  }
  if (token.expiresAt.getTime() <= now.getTime()) {
    throw new IdentityException(IdentityErrorCode.RefreshTokenInvalid, 'This session has expired; sign in again.');
  }
  return { kind: 'rotate', token };
}

export function reuseDetected(): IdentityException {
  return new IdentityException(
    IdentityErrorCode.RefreshTokenReused,
    'This refresh token was already used; every session it belonged to has been signed out.',
  );
}
