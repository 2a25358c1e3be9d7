import { SignJWT, type CryptoKey } from 'jose';
import { SIGNING_ALGORITHM } from './signing-keys.js';

export const ACCESS_TOKEN_ISSUER = 'callsheet-identity';
export const ACCESS_TOKEN_AUDIENCE = 'callsheet-api';
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;

/** The claims of spec section 3 and docs/architecture.md §4. No account is selected until one is chosen. */
export interface AccessClaims {
  sub: string;
  role: 'owner' | 'admin' | 'user';
  owner: boolean;
  account?: string;
  accountType?: string;
  emailVerified: boolean;
  /** The session (refresh-token family) the token belongs to; signing out ends it. */
  sid: string;
  /**
   * The revision of the membership in `account` the role was read from: after a change of role or a
   * removal, the gateway refuses tokens with an earlier one (membership-changes.ts).
   */
  mrev?: string;
  /** A platform operator (user.operator): present, and true, only for them; the gateway opens /ops to it. */
  operator?: true;
}

export type MembershipRole = AccessClaims['role'];

/**
 * The claims of a session's access token: the member, and the selected account with their role in it
 * when they still belong to it (without an account otherwise, as right after sign-in).
 */
export function sessionClaims(
  user: { id: string; emailVerifiedAt: Date | null; operator?: boolean },
  membership: { accountId: string; role: string; revision: string; account: { accountType: string } } | null,
): Omit<AccessClaims, 'sid'> {
  const base = {
    sub: user.id,
    emailVerified: user.emailVerifiedAt !== null,
    ...(user.operator === true ? { operator: true as const } : {}),
  };
  if (!membership) {
    return { ...base, role: 'user', owner: false };
  }
  const role = (['owner', 'admin', 'user'] as const).find((candidate) => candidate === membership.role) ?? 'user';
  return {
    ...base,
    role,
    owner: role === 'owner',
    account: membership.accountId,
    accountType: membership.account.accountType,
    mrev: membership.revision,
  };
}

export function signAccessToken(
  claims: AccessClaims,
  key: { kid: string; key: CryptoKey },
  now = new Date(),
): Promise<string> {
  const { sub, ...rest } = claims;
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS)
    .sign(key.key);
}
