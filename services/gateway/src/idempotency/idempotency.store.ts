import { Redis } from 'ioredis';
import {
  decodeRecord,
  encodeRecord,
  idempotencyUnavailable,
  IN_PROGRESS_SECONDS,
  type Completed,
  type IdempotencyRecord,
  type InProgress,
} from './idempotency.js';

/** A key this gateway claimed: its Redis key, the exact claim it wrote there and the request's fingerprint. */
export interface Claim {
  redisKey: string;
  marker: string;
  fingerprint: string;
}

/**
 * Replaces the claim by the answer (or removes it, for an answer not kept) only while the claim is still
 * this request's: one that outlived IN_PROGRESS_SECONDS may have been claimed again since.
 */
const FINISH = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
  return 0
end
if ARGV[2] == '' then
  redis.call('DEL', KEYS[1])
else
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
end
return 1
`;

/** The claims and kept answers in Redis, shared by every gateway replica. */
export class IdempotencyStore {
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly ttlSeconds: number,
  ) {
    // Bounded waits, like the revoked sessions: a keyed request never hangs on Redis for more than a second.
    this.redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      commandTimeout: 1_000,
      connectionName: 'gateway-idempotency',
    });
    this.redis.on('error', () => undefined); // reported per keyed request as 503; ioredis reconnects by itself
  }

  /**
   * Claims the key for this request in one step (SET NX GET): answers the claim when the key was free,
   * else the record already there, which the request must not run past. 503 when Redis cannot answer.
   */
  async claim(redisKey: string, claim: InProgress): Promise<{ claimed: Claim } | { existing: IdempotencyRecord }> {
    const marker = encodeRecord(claim);
    let previous: string | null;
    try {
      previous = await this.redis.set(redisKey, marker, 'EX', IN_PROGRESS_SECONDS, 'NX', 'GET');
    } catch {
      throw idempotencyUnavailable();
    }
    return previous === null
      ? { claimed: { redisKey, marker, fingerprint: claim.fingerprint } }
      : { existing: decodeRecord(previous) };
  }

  /** Keeps the answer for the repeats, or frees the key for a retry (answer undefined). */
  async finish(claim: Claim, answer: Completed | undefined): Promise<void> {
    const value = answer === undefined ? '' : encodeRecord(answer);
    await this.redis.eval(FINISH, 1, claim.redisKey, claim.marker, value, this.ttlSeconds);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
