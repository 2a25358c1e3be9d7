import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import type { OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

/**
 * Sessions ended before their access tokens expire (sign-out, a replayed refresh token, a password
 * reset): identity writes `callsheet:revoked-session:<sid>` to Redis for the access-token lifetime, and
 * the gateway refuses every token of such a session.
 */
export const REVOKED_SESSION_KEY_PREFIX = 'callsheet:revoked-session:';

/**
 * Memberships changed since a token was issued (a new role, a removal): identity writes
 * `callsheet:membership-change:<account>:<user>` with the revision the member's tokens must carry from
 * then on (claim mrev), or `removed` (services/identity/src/session/membership-changes.ts).
 */
export const MEMBERSHIP_CHANGE_KEY_PREFIX = 'callsheet:membership-change:';

/**
 * Operators revoked (`npm run ops:revoke`): `callsheet:operator-revoked:<user>` for the access-token
 * lifetime, so that a token issued before the revocation, which still says operator: true, no longer
 * opens /ops. A new grant deletes it (scripts/ops-operator.mjs).
 */
export const OPERATOR_REVOKED_KEY_PREFIX = 'callsheet:operator-revoked:';

export const REVOKED_SESSIONS = Symbol('RevokedSessions');

/** What a verified token's session and membership say of it now. */
export type SessionStanding = 'current' | 'ended' | 'membershipChanged' | 'operatorRevoked';

/** The parts of a verified token the lists are read by. */
export interface TokenSession {
  sessionId: string;
  userId: string;
  /** The selected account, if any, and the revision of the membership the token's role was read from. */
  account?: string;
  membershipRevision?: string;
  /** The token says operator: true. */
  operator?: boolean;
}

export interface RevokedSessions {
  standing(token: TokenSession): Promise<SessionStanding>;
}

/**
 * A token of an ended session is refused; so is a token naming an account whose membership changed
 * after it was issued (its mark holds another revision than the token's). Pure, for the reader below.
 */
export function standingOf(
  token: TokenSession,
  revokedSession: string | null,
  membershipMark: string | null,
  operatorRevoked: string | null = null,
): SessionStanding {
  if (revokedSession !== null) {
    return 'ended';
  }
  if (token.account !== undefined && membershipMark !== null && membershipMark !== token.membershipRevision) {
    return 'membershipChanged';
  }
  if (token.operator === true && operatorRevoked !== null) {
    return 'operatorRevoked';
  }
  return 'current';
}

/**
 * Reads both lists in Redis, in one round trip. When Redis cannot answer, the request fails (503)
 * rather than let a token through.
 */
export class RedisRevokedSessions implements RevokedSessions, OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(redisUrl: string) {
    // Bounded waits: a request never hangs on Redis for more than a second.
    this.redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
      connectionName: 'gateway-sessions',
    });
    this.redis.on('error', () => undefined); // reported per request as 503; ioredis reconnects by itself
  }

  async standing(token: TokenSession): Promise<SessionStanding> {
    const keys = [
      `${REVOKED_SESSION_KEY_PREFIX}${token.sessionId}`,
      // The key of no account is never written: MGET answers null for it.
      token.account === undefined
        ? MEMBERSHIP_CHANGE_KEY_PREFIX
        : `${MEMBERSHIP_CHANGE_KEY_PREFIX}${token.account}:${token.userId}`,
    ];
    if (token.operator === true) {
      keys.push(`${OPERATOR_REVOKED_KEY_PREFIX}${token.userId}`);
    }
    try {
      const [revoked = null, mark = null, operatorRevoked = null] = await this.redis.mget(...keys);
      return standingOf(token, revoked, mark, operatorRevoked);
    } catch {
      throw new KernelException(
        KernelErrorCode.UpstreamUnavailable,
        'Sessions cannot be checked right now; try again shortly.',
      );
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
