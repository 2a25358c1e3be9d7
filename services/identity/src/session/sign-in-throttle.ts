/**
 * Sign-in throttling, decided before the password is even checked. Three limits, none of which lets
 * an attacker somewhere else lock the owner out:
 *
 * - per email and client address (the pair): a few free failures, then an exponential back-off from
 *   the latest failure (30 s, 1 min, 2 min… at most an hour). It slows one client guessing one
 *   account's password, and touches nobody else.
 * - per client address, across emails: too many failures in the window and the address waits. It
 *   stops one client spraying many accounts. An address that recently signed in to this email is not
 *   held back by it.
 * - per email, across addresses: too many failures in the window from anywhere and the email waits,
 *   but only for addresses that did not sign in to it successfully in the last KNOWN_ADDRESS_MS. It
 *   stops a distributed guess while the owner's usual address still gets in.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one email from one address counted for the back-off. */
export const PAIR_WINDOW_MS = 24 * 60 * 60 * 1000;
export const FREE_FAILURES_PER_PAIR = 5;
export const BACKOFF_BASE_SECONDS = 30;
export const BACKOFF_MAX_SECONDS = 60 * 60;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** A successful sign-in makes its address known to that email for this long. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;

export interface SignInHistory {
  /** Failures of this email from this address within PAIR_WINDOW_MS, and the latest one. */
  pair: { failures: number; latest: Date | null };
  /** Failures from this address, any email, within THROTTLE_WINDOW_MS, and the oldest one. */
  address: { failures: number; oldest: Date | null };
  /** Failures of this email, any address, within THROTTLE_WINDOW_MS, and the oldest one. */
  account: { failures: number; oldest: Date | null };
  /** This email signed in successfully from this address within KNOWN_ADDRESS_MS. */
  knownAddress: boolean;
}

/** Seconds until a new attempt is allowed, or 0 when it is allowed now. */
export function signInWait(history: SignInHistory, now: Date): number {
  const waits = [pairWait(history.pair, now)];
  if (!history.knownAddress) {
    if (history.address.failures >= MAX_FAILURES_PER_IP) {
      waits.push(windowWait(history.address.oldest, now));
    }
    if (history.account.failures >= MAX_FAILURES_PER_ACCOUNT) {
      waits.push(windowWait(history.account.oldest, now));
    }
  }
  return Math.max(...waits);
}

/** The back-off after the free failures: BACKOFF_BASE_SECONDS, doubling with each further failure. */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES_PER_PAIR) {
    return 0;
  }
  return Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** (failures - FREE_FAILURES_PER_PAIR));
}

function pairWait(pair: SignInHistory['pair'], now: Date): number {
  const backoff = backoffSeconds(pair.failures);
  if (backoff === 0) {
    return 0;
  }
  const latest = pair.latest ?? now;
  return secondsUntil(latest.getTime() + backoff * 1000, now);
}

/** Until the oldest counted failure leaves the window (then the count is under the limit again). */
function windowWait(oldest: Date | null, now: Date): number {
  return Math.max(1, secondsUntil((oldest ?? now).getTime() + THROTTLE_WINDOW_MS, now));
}

function secondsUntil(at: number, now: Date): number {
  const seconds = Math.ceil((at - now.getTime()) / 1000);
  return seconds > 0 ? seconds : 0;
}
