import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { GatewayEnv } from '../gateway.env.js';
import {
  isRateLimited,
  limitOf,
  rateLimitKey,
  tooManyRequests,
  type RateLimits,
  type VerifiedSubject,
} from './rate-limit.js';

type RateLimitEnv = Pick<
  GatewayEnv,
  'REDIS_URL' | 'RATE_LIMIT_PER_MEMBER' | 'RATE_LIMIT_PER_ADDRESS' | 'RATE_LIMIT_WINDOW_SECONDS' | 'RATE_LIMIT_PREFIX'
>;

/**
 * Registers @fastify/rate-limit on every route before Nest adds them (call it before app.init): a
 * fixed window counted in Redis by one Lua script, so every replica shares the counters. It runs on
 * `onRequest`, before a body is read. A refusal is a KernelException, so HttpErrorFilter answers it
 * like every error (429 tooManyRequests with Retry-After). While Redis is unreachable the limit is
 * skipped rather than refusing everyone: revoked sessions already fail closed on the same Redis.
 */
export async function registerRateLimit(
  app: NestFastifyApplication,
  env: RateLimitEnv,
  verifiedSubject: VerifiedSubject,
): Promise<void> {
  const limits: RateLimits = {
    perMember: env.RATE_LIMIT_PER_MEMBER,
    perAddress: env.RATE_LIMIT_PER_ADDRESS,
    windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
  };
  // No offline queue and short waits: a request never queues behind a Redis that is not there.
  const redis = new Redis(env.REDIS_URL, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectionName: 'gateway-rate-limit',
    // Every request counts itself here: the counts of one turn of the event loop leave in one write.
    enableAutoPipelining: true,
  });
  redis.on('error', () => undefined); // ioredis reconnects by itself; meanwhile skipOnError lets requests through
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });

  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    redis,
    nameSpace: env.RATE_LIMIT_PREFIX,
    timeWindow: limits.windowSeconds * 1000,
    keyGenerator: (request) =>
      rateLimitKey(
        {
          routeUrl: request.routeOptions.url ?? '',
          authorization: request.headers.authorization,
          // The plugin's own grouping: an IPv6 client counts per /64, the block one subscriber holds.
          address: normalizeIP(request.ip),
        },
        verifiedSubject,
      ),
    max: (_request, key) => limitOf(key, limits),
    allowList: (request) => !isRateLimited(request.routeOptions.url ?? ''),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}
