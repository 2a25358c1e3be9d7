import {
  BACKOFF_BASE_SECONDS,
  BACKOFF_MAX_SECONDS,
  backoffSeconds,
  FREE_FAILURES_PER_PAIR,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_IP,
  signInWait,
  type SignInHistory,
} from './sign-in-throttle.js';

const now = new Date('2026-11-22T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const tenMinutesAgo = secondsAgo(600);

const clean: SignInHistory = {
  pair: { failures: 0, latest: null },
  address: { failures: 0, oldest: null },
  account: { failures: 0, oldest: null },
  knownAddress: false,
};

function history(changes: Partial<SignInHistory>): SignInHistory {
  return { ...clean, ...changes };
}

describe('signInWait', () => {
  it('lets attempts through below every limit', () => {
    expect(
      signInWait(
        history({
          pair: { failures: FREE_FAILURES_PER_PAIR - 1, latest: secondsAgo(1) },
          address: { failures: MAX_FAILURES_PER_IP - 1, oldest: tenMinutesAgo },
          account: { failures: MAX_FAILURES_PER_ACCOUNT - 1, oldest: tenMinutesAgo },
        }),
        now,
      ),
    ).toBe(0);
  });

  it('backs one address off one email after 5 failures, doubling with each further failure', () => {
    expect(backoffSeconds(FREE_FAILURES_PER_PAIR - 1)).toBe(0);
    expect(backoffSeconds(FREE_FAILURES_PER_PAIR)).toBe(BACKOFF_BASE_SECONDS);
    expect(backoffSeconds(FREE_FAILURES_PER_PAIR + 1)).toBe(2 * BACKOFF_BASE_SECONDS);
    expect(backoffSeconds(FREE_FAILURES_PER_PAIR + 3)).toBe(8 * BACKOFF_BASE_SECONDS);
    expect(backoffSeconds(FREE_FAILURES_PER_PAIR + 40)).toBe(BACKOFF_MAX_SECONDS);
    // Counted from the latest failure: 10 s after the fifth, 20 s are left; after 30 s it may try again.
    expect(signInWait(history({ pair: { failures: 5, latest: secondsAgo(10) } }), now)).toBe(20);
    expect(signInWait(history({ pair: { failures: 5, latest: secondsAgo(30) } }), now)).toBe(0);
    expect(signInWait(history({ pair: { failures: 7, latest: secondsAgo(30) } }), now)).toBe(90);
  });

  it('backs off even an address the email signed in from (its own guesses)', () => {
    expect(signInWait(history({ pair: { failures: 5, latest: now }, knownAddress: true }), now)).toBe(30);
  });

  it('throttles a client address after 20 failures across emails until the oldest leaves the 15-minute window', () => {
    expect(signInWait(history({ address: { failures: MAX_FAILURES_PER_IP, oldest: tenMinutesAgo } }), now)).toBe(300);
  });

  it('throttles an email after 10 failures from anywhere, for addresses it never signed in from', () => {
    expect(signInWait(history({ account: { failures: MAX_FAILURES_PER_ACCOUNT, oldest: tenMinutesAgo } }), now)).toBe(
      300,
    );
  });

  it("does not lock the owner's usual address out because of failures elsewhere", () => {
    const attacked = history({
      address: { failures: MAX_FAILURES_PER_IP + 5, oldest: tenMinutesAgo },
      account: { failures: 500, oldest: tenMinutesAgo },
      knownAddress: true,
    });
    expect(signInWait(attacked, now)).toBe(0);
    // The same failures hold back an address that never signed in to this email.
    expect(signInWait({ ...attacked, knownAddress: false }, now)).toBe(300);
  });

  it('answers the longest wait when several limits apply', () => {
    expect(
      signInWait(
        history({
          pair: { failures: 12, latest: now },
          account: { failures: MAX_FAILURES_PER_ACCOUNT, oldest: tenMinutesAgo },
        }),
        now,
      ),
    ).toBe(BACKOFF_MAX_SECONDS);
  });
});
