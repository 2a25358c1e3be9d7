import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { IDENTITY_REDIS, redisUnavailable } from '../redis/identity-redis.js';
import { REVOKED_SESSION_TTL_SECONDS } from './revoked-sessions.js';

/**
 * Memberships changed since access tokens were issued, which the gateway checks on every request whose
 * token has an account selected (services/gateway/src/auth/revoked-sessions.ts). Every membership has a
 * revision, carried by its member's tokens (claim `mrev`); a change of role gives it a new one. The key
 * `callsheet:membership-change:<account>:<user>` then holds the revision the member's tokens must carry,
 * or REMOVED_MEMBERSHIP once they left: any other token of theirs with that account answers 403
 * membershipChanged, at once, and a refresh issues one with the membership as it is now (or without the
 * account). Kept as long as a token issued before the change could be valid, plus a minute.
 */
export const MEMBERSHIP_CHANGE_KEY_PREFIX = 'callsheet:membership-change:';
export const REMOVED_MEMBERSHIP = 'removed';
export const MEMBERSHIP_CHANGE_TTL_SECONDS = REVOKED_SESSION_TTL_SECONDS;

export function membershipChangeKey(accountId: string, userId: string): string {
  return `${MEMBERSHIP_CHANGE_KEY_PREFIX}${accountId}:${userId}`;
}

/** Sets the mark back to `current` only while it still holds `marked` (a later change's mark stays). */
const TAKE_BACK = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
end
return false`;

/**
 * Records a change of membership: `revision` is what the member's tokens must carry from now on (or
 * REMOVED_MEMBERSHIP), `current` the revision they carry until the change commits.
 */
export type MarkChange = (revision: string, current: string) => Promise<void>;

/**
 * Writes the marks. A change is marked inside its transaction, just before the commit: if Redis cannot
 * take the mark the change is not made (503, to be tried again), rather than leave the old role working
 * for a quarter of an hour. Should the commit fail after the mark, the mark is taken back.
 */
@Injectable()
export class MembershipChanges {
  constructor(
    @Inject(IDENTITY_REDIS) private readonly redis: Redis,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Runs `change`, a transaction that calls `mark` before it commits, for one member of an account; a
   * mark the transaction did not keep is taken back.
   */
  async around<T>(accountId: string, userId: string, change: (mark: MarkChange) => Promise<T>): Promise<T> {
    const key = membershipChangeKey(accountId, userId);
    let marked: { revision: string; current: string } | undefined;
    try {
      return await change(async (revision, current) => {
        await this.set(key, revision, false);
        marked = { revision, current };
      });
    } catch (error) {
      if (marked) {
        await this.takeBack(key, marked.revision, marked.current);
      }
      throw error;
    }
  }

  /**
   * A member who joins an account (again): a mark their removal left is replaced by the new membership's
   * revision, so that their new tokens work; without a mark nothing is written.
   */
  async joined(accountId: string, userId: string, revision: string): Promise<void> {
    await this.set(membershipChangeKey(accountId, userId), revision, true);
  }

  private async set(key: string, value: string, onlyIfMarked: boolean): Promise<void> {
    try {
      await (onlyIfMarked
        ? this.redis.set(key, value, 'EX', MEMBERSHIP_CHANGE_TTL_SECONDS, 'XX')
        : this.redis.set(key, value, 'EX', MEMBERSHIP_CHANGE_TTL_SECONDS));
    } catch (error) {
      this.logger.error({ err: error }, 'membership change not written to Redis');
      throw redisUnavailable('Memberships');
    }
  }

  private async takeBack(key: string, marked: string, current: string): Promise<void> {
    try {
      await this.redis.eval(TAKE_BACK, 1, key, marked, current, MEMBERSHIP_CHANGE_TTL_SECONDS);
    } catch (error) {
      // The member's tokens stay refused until the mark expires, or the change is made again.
      this.logger.error({ err: error }, 'membership change not taken back in Redis');
    }
  }
}
