import { createRequire } from 'node:module';

// kafkajs 2.2.4, its last release, re-arms the pending-request check of every broker connection each
// millisecond, forever, whether or not a request waits (tulios/kafkajs#1556, #1604, #1704; the fixes
// were never merged): every idle service burnt about 2 % of a core on timers. The check is needed only
// while requests wait, or until a broker's throttle ends; this replaces the method with the fix
// proposed upstream. Applied once, when the kernel's Kafka helpers load (kafka.ts).

interface RequestQueueState {
  throttledUntil: number;
  pending: unknown[];
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
}

interface RequestQueueClass {
  prototype: { scheduleCheckPendingRequests(this: RequestQueueState): void };
}

/** kafkajs' own interval between checks while requests wait. */
const CHECK_PENDING_REQUESTS_INTERVAL = 10;
/** The release whose code this replaces: another one must be read again before the fix applies. */
export const PATCHED_KAFKAJS_VERSION = '2.2.4';

const require = createRequire(import.meta.url);

export function scheduleCheckPendingRequests(this: RequestQueueState): void {
  if (this.throttleCheckTimeoutId) {
    return;
  }
  let scheduleAt = this.throttledUntil - Date.now();
  if (this.pending.length > 0) {
    scheduleAt = scheduleAt > 0 ? scheduleAt : CHECK_PENDING_REQUESTS_INTERVAL;
  } else if (scheduleAt <= 0) {
    return; // nothing waits and no throttle to outlast: a new request schedules the check again
  }
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, scheduleAt);
}

/** Installs the fix on kafkajs' RequestQueue; throws on another kafkajs release than the one it fixes. */
export function fixKafkajsIdleLoop(): void {
  const { version } = require('kafkajs/package.json') as { version: string };
  if (version !== PATCHED_KAFKAJS_VERSION) {
    throw new Error(
      `kafkajs ${version} is not ${PATCHED_KAFKAJS_VERSION}: check whether its idle loop is fixed (kafkajs-idle-loop.ts)`,
    );
  }
  const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as RequestQueueClass;
  RequestQueue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
}
