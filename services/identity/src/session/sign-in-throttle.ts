/**
 * Sign-in throttling: after too many failures in the window, further attempts are refused before the
 * password is even checked. Per email it stops guessing one account's password; per client address
 * it stops one client spraying many accounts.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface RecentFailures {
  byEmail: number;
  byIp: number;
  /** The oldest failure that still counts, to tell the client when to retry. */
  oldest: Date | null;
}

/** Seconds until a new attempt is allowed, or 0 when it is allowed now. */
export function throttledFor(failures: RecentFailures, now: Date): number {
  if (failures.byEmail < MAX_FAILURES_PER_EMAIL && failures.byIp < MAX_FAILURES_PER_IP) {
    return 0;
  }
  const oldest = failures.oldest ?? now;
  return Math.max(1, Math.ceil((oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}
