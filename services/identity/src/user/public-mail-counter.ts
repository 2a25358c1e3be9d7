import { LOGGER, type Logger } from '@callsheet/kernel';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { IDENTITY_REDIS, redisUnavailable } from '../redis/identity-redis.js';
import {
  ADDRESS_WINDOW_SECONDS,
  assertWithinPublicMailLimits,
  EMAIL_WINDOW_SECONDS,
  type PublicMailLimits,
  type WindowCount,
} from './public-mail-limits.js';

export const PUBLIC_MAIL_LIMITS = Symbol('PublicMailLimits');
export const PUBLIC_LIMIT_KEY_PREFIX = 'callsheet:public-limit:';

/**
 * Counts requests to the public mail-sending routes in Redis (fixed windows) and applies
 * public-mail-limits.ts. Emails are kept as their SHA-256 only.
 */
@Injectable()
export class PublicMailCounter {
  constructor(
    @Inject(IDENTITY_REDIS) private readonly redis: Redis,
    @Inject(PUBLIC_MAIL_LIMITS) private readonly limits: PublicMailLimits,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Counts this request; refuses it (429, args[0] the seconds to wait) when over a limit. */
  async admit(clientIp: string, email: string): Promise<void> {
    const emailHash = createHash('sha256').update(email).digest('hex');
    const [byAddress, byEmail] = await Promise.all([
      this.hit(`${PUBLIC_LIMIT_KEY_PREFIX}address:${clientIp || 'unknown'}`, ADDRESS_WINDOW_SECONDS),
      this.hit(`${PUBLIC_LIMIT_KEY_PREFIX}email:${emailHash}`, EMAIL_WINDOW_SECONDS),
    ]);
    assertWithinPublicMailLimits(byAddress, byEmail, this.limits);
  }

  private async hit(key: string, windowSeconds: number): Promise<WindowCount> {
    try {
      // The first request of a window creates the key with its expiry; later ones only count.
      const results = await this.redis.multi().set(key, '0', 'EX', windowSeconds, 'NX').incr(key).ttl(key).exec();
      const count = Number(results?.[1]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (!results || results.some(([error]) => error !== null) || !Number.isFinite(count)) {
        throw new Error('counter not updated');
      }
      return { count, resetsInSeconds: ttl > 0 ? ttl : windowSeconds };
    } catch (error) {
      this.logger.error({ err: error }, 'public mail limit counter not updated');
      throw redisUnavailable('Request limits');
    }
  }
}
