import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { IDENTITY_REDIS, redisUnavailable } from '../redis/identity-redis.js';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from './access-token.js';

/**
 * The revoked-session list the gateway checks on every request (services/gateway/src/auth): one key
 * per ended session (the `sid` claim, a refresh-token family id), kept as long as an access token of
 * that session could still be valid, plus a minute for clock skew.
 */
export const REVOKED_SESSION_KEY_PREFIX = 'callsheet:revoked-session:';
export const REVOKED_SESSION_TTL_SECONDS = ACCESS_TOKEN_LIFETIME_SECONDS + 60;

export function revokedSessionKey(sessionId: string): string {
  return `${REVOKED_SESSION_KEY_PREFIX}${sessionId}`;
}

/**
 * Writes ended sessions to the list, before the database change that ends them where the command can
 * be repeated otherwise (a reset link, a replayed refresh token). When Redis cannot take them the
 * command fails (503) so that the client tries again, rather than leave access tokens of an ended
 * session working until they expire.
 */
@Injectable()
export class RevokedSessions {
  constructor(
    @Inject(IDENTITY_REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async add(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) {
      return;
    }
    const write = this.redis.multi();
    for (const sessionId of new Set(sessionIds)) {
      write.set(revokedSessionKey(sessionId), '1', 'EX', REVOKED_SESSION_TTL_SECONDS);
    }
    try {
      const results = await write.exec();
      const failed = results?.find(([error]) => error !== null);
      if (!results || failed) {
        throw failed?.[0] ?? new Error('transaction discarded');
      }
    } catch (error) {
      this.logger.error({ err: error, sessions: sessionIds.length }, 'revoked sessions not written to Redis');
      throw redisUnavailable('Sessions');
    }
  }
}
