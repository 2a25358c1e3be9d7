import { describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import './kafka.js';
import { scheduleCheckPendingRequests } from './kafkajs-idle-loop.js';

const require = createRequire(import.meta.url);

function queue(pending: unknown[], throttledUntil = -1) {
  const checks: number[] = [];
  return {
    throttledUntil,
    pending,
    throttleCheckTimeoutId: null as NodeJS.Timeout | null,
    checks,
    checkPendingRequests() {
      checks.push(Date.now());
    },
  };
}

describe("kafkajs' pending-request check", () => {
  it('is installed on RequestQueue once the kernel loads its Kafka helpers', () => {
    const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as {
      prototype: { scheduleCheckPendingRequests: unknown };
    };
    expect(RequestQueue.prototype.scheduleCheckPendingRequests).toBe(scheduleCheckPendingRequests);
  });

  it('arms no timer while nothing waits and no throttle runs (kafkajs re-armed one every millisecond)', () => {
    const idle = queue([]);
    scheduleCheckPendingRequests.call(idle);
    expect(idle.throttleCheckTimeoutId).toBeNull();
  });

  it('checks again soon while requests wait, and once a throttle ends', async () => {
    const waiting = queue(['a request']);
    scheduleCheckPendingRequests.call(waiting);
    expect(waiting.throttleCheckTimeoutId).not.toBeNull();
    const throttled = queue([], Date.now() + 30);
    scheduleCheckPendingRequests.call(throttled);
    expect(throttled.throttleCheckTimeoutId).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(waiting.checks).toHaveLength(1);
    expect(throttled.checks).toHaveLength(1);
  });
});
