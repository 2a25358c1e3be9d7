import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import type { OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

/**
 * Sessions ended before their access tokens expire (sign-out, a replayed refresh token, a password
 * reset): identity writes `callsheet:revoked-session:<sid>` to Redis for the access-token lifetime, and
 * the gateway refuses every token of such a session.
 */
export const REVOKED_SESSION_KEY_PREFIX = 'callsheet:revoked-session:';

export const REVOKED_SESSIONS = Symbol('RevokedSessions');

export interface RevokedSessions {
  isRevoked(sessionId: string): Promise<boolean>;
}

/** Reads the list in Redis. When Redis cannot answer, the request fails (503) rather than let a token through. */
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

  async isRevoked(sessionId: string): Promise<boolean> {
    try {
      return (await this.redis.exists(`${REVOKED_SESSION_KEY_PREFIX}${sessionId}`)) === 1;
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
