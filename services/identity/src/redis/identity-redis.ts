import { KernelErrorCode, KernelException } from '@callsheet/kernel';
import { Redis } from 'ioredis';

/** The identity service's Redis connection (revoked sessions, public mail limit counters). */
export const IDENTITY_REDIS = Symbol('IdentityRedis');

/** Bounded waits: a command fails within two seconds rather than hang when Redis is away. */
export function createIdentityRedis(url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    commandTimeout: 2_000,
    connectionName: 'identity',
  });
  redis.on('error', () => undefined); // reported by the command that needed Redis; ioredis reconnects
  return redis;
}

/** Redis did not answer: the command fails with 503 so that the client tries again. */
export function redisUnavailable(what: string): KernelException {
  return new KernelException(
    KernelErrorCode.UpstreamUnavailable,
    `${what} cannot be updated right now; try again shortly.`,
  );
}
