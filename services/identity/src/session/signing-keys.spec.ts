import { PUBLISH_AHEAD_MS, SIGNING_PERIOD_MS, signingPlan } from './signing-keys.js';

// Which key signs access tokens, and when the next is made: published a quarter of an hour before it
// signs, so that no gateway meets a token of a key it has not fetched.

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const now = Date.parse('2026-11-28T12:00:00Z');

function key(name: string, ageMs: number, expiresInMs = 60 * DAY - ageMs) {
  return { name, createdAt: new Date(now - ageMs), expiresAt: new Date(now + expiresInMs) };
}

describe('signingPlan', () => {
  it('makes the first key, which signs at once (no gateway knows any key yet)', () => {
    expect(signingPlan([], now)).toEqual({ signer: undefined, createNext: true, until: now });
    const first = key('first', 0);
    expect(signingPlan([first], now)).toEqual({ signer: first, createNext: false, until: now + PUBLISH_AHEAD_MS });
  });

  it('signs with the current key until a quarter of an hour before its 30 days are over', () => {
    const current = key('current', 10 * DAY);
    expect(signingPlan([current], now)).toEqual({
      signer: current,
      createNext: false,
      until: now + 20 * DAY - PUBLISH_AHEAD_MS,
    });
  });

  it('then makes the next key, and the current one signs until the next is known everywhere', () => {
    const current = key('current', SIGNING_PERIOD_MS - 10 * MINUTE);
    expect(signingPlan([current], now)).toMatchObject({ signer: current, createNext: true });
    const next = key('next', 0);
    expect(signingPlan([current, next], now)).toEqual({
      signer: current,
      createNext: false,
      until: now + PUBLISH_AHEAD_MS,
    });
  });

  it('hands over to the next key once it has been published a quarter of an hour', () => {
    const current = key('current', SIGNING_PERIOD_MS + 5 * MINUTE);
    const next = key('next', PUBLISH_AHEAD_MS);
    expect(signingPlan([next, current], now)).toMatchObject({ signer: next, createNext: false });
  });

  it('signs at once with a new key when the signing key was withdrawn (a leak), not with an old one', () => {
    const old = key('old', 40 * DAY);
    const leaked = key('leaked', 3 * DAY, 0);
    expect(signingPlan([old, leaked], now)).toEqual({ signer: undefined, createNext: true, until: now });
    const fresh = key('fresh', 0);
    expect(signingPlan([old, leaked, fresh], now)).toMatchObject({ signer: fresh, createNext: false });
  });

  it('makes a new key that signs at once after identity was down past a rotation', () => {
    const stale = key('stale', SIGNING_PERIOD_MS + 2 * DAY);
    expect(signingPlan([stale], now)).toMatchObject({ signer: undefined, createNext: true });
  });

  it('ignores keys no longer published', () => {
    const expired = key('expired', 61 * DAY, -DAY);
    const current = key('current', DAY);
    expect(signingPlan([expired, current], now)).toMatchObject({ signer: current });
  });
});
