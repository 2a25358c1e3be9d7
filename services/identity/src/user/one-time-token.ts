import { createHash, randomBytes } from 'node:crypto';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

/** change_email: the link mailed to the address a member asked to sign in with instead (the token keeps it). */
export type TokenPurpose = 'verify_email' | 'reset_password' | 'sso_handoff' | 'change_email';

/** How long a token stays valid: mailed links for hours, a sign-on hand-off for a redirect's time. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  sso_handoff: 2 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/** A fresh token: the secret goes in the mail, only its hash is stored. */
export function newToken(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashToken(secret) };
}

export function hashToken(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface StoredToken {
  purpose: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A token can be used once, before it expires, for the purpose it was made for (one of `purposes`). */
export function assertUsable(
  token: StoredToken | null,
  purposes: TokenPurpose | readonly TokenPurpose[],
  now: Date,
): asserts token is StoredToken {
  const allowed: readonly string[] = typeof purposes === 'string' ? [purposes] : purposes;
  if (!token || !allowed.includes(token.purpose)) {
    throw new IdentityException(IdentityErrorCode.TokenUnknown, 'This link is not valid.');
  }
  if (token.usedAt) {
    throw new IdentityException(IdentityErrorCode.TokenUsed, 'This link has already been used.');
  }
  if (token.expiresAt.getTime() <= now.getTime()) {
    throw new IdentityException(IdentityErrorCode.TokenExpired, 'This link has expired; ask for a new one.');
  }
}
