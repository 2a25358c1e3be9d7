import { KernelErrorCode, type Logger } from '@callsheet/kernel';
import type { Redis } from 'ioredis';
import { RevokedSessions } from './revoked-sessions.js';

// The key and lifetime the gateway's check (services/gateway/src/auth/revoked-sessions.ts) relies on.
function fakeRedis(fail = false) {
  const writes: unknown[][] = [];
  const redis = {
    multi: () => {
      const batch = {
        set: (...args: unknown[]) => {
          writes.push(args);
          return batch;
        },
        exec: () =>
          fail ? Promise.reject(new Error('connection lost')) : Promise.resolve(writes.map(() => [null, 'OK'])),
      };
      return batch;
    },
  } as unknown as Redis;
  return { redis, writes };
}

const logger = { error: () => undefined } as unknown as Logger;

describe('RevokedSessions', () => {
  it('writes callsheet:revoked-session:<sid> for the access-token lifetime plus a minute', async () => {
    const { redis, writes } = fakeRedis();
    await new RevokedSessions(redis, logger).add(['family-a', 'family-b', 'family-a']);
    expect(writes).toEqual([
      ['callsheet:revoked-session:family-a', '1', 'EX', 960],
      ['callsheet:revoked-session:family-b', '1', 'EX', 960],
    ]);
  });

  it('fails the command with 503 upstreamUnavailable when Redis does not take them', async () => {
    const { redis } = fakeRedis(true);
    await expect(new RevokedSessions(redis, logger).add(['family-a'])).rejects.toMatchObject({
      code: KernelErrorCode.UpstreamUnavailable,
    });
  });
});
