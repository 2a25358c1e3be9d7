import { IdentityErrorCode, IdentityException } from '../user/user.errors.js';

/** A session lasts 30 days from its last refresh. */
export const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a just-rotated token may come back without ending the session, as long as the token that
 * replaced it has not been used: a member who reloads the console while its refresh is under way loses
 * the response carrying the new token, and the reloaded page presents the old one again. Within this
 * interval that earns a new pair (the unused replacement is revoked); after it, or once the
 * replacement was used, it is a replay. The usual trade of a reuse interval: a thief who uses a stolen
 * token within these seconds of its owner is not told apart from a reload.
 */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

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
  | { kind: 'rotate'; token: StoredRefreshToken }
  | { kind: 'reissue'; token: StoredRefreshToken & { usedAt: Date } }
  | { kind: 'revokeFamily'; familyId: string };

/**
 * What to do with a presented refresh token: rotate it; when it was used within the reuse interval,
 * issue a new pair in place of the replacement (if that one is still unused, which the repository
 * checks); when it was used before that, treat it as stolen and revoke its whole family. Unknown,
 * revoked and expired tokens are refused.
 */
export function decideRefresh(token: StoredRefreshToken | null, now: Date): RefreshDecision {
  if (!token || token.revokedAt) {
    throw new IdentityException(IdentityErrorCode.RefreshTokenInvalid, 'This session has ended; sign in again.');
  }
  if (token.usedAt) {
    // A use stamped a little after now counts as recent: another instance's clock may run ahead.
    const sinceUse = now.getTime() - token.usedAt.getTime();
    return Math.abs(sinceUse) < REFRESH_TOKEN_REUSE_INTERVAL_MS
      ? { kind: 'reissue', token: { ...token, usedAt: token.usedAt } }
      : { kind: 'revokeFamily', familyId: token.familyId };
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
