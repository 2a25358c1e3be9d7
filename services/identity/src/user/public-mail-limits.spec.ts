import {
  ADDRESS_WINDOW_SECONDS,
  assertWithinPublicMailLimits,
  EMAIL_WINDOW_SECONDS,
  MAILS_PER_EMAIL,
  publicMailWait,
  REQUESTS_PER_ADDRESS,
} from './public-mail-limits.js';
import { IdentityErrorCode, IdentityException } from './user.errors.js';

const first = { count: 1, resetsInSeconds: 600 };

describe('public mail limits', () => {
  it('are 20 requests per client address per 10 minutes and 5 per target email per hour', () => {
    expect([REQUESTS_PER_ADDRESS, ADDRESS_WINDOW_SECONDS, MAILS_PER_EMAIL, EMAIL_WINDOW_SECONDS]).toEqual([
      20, 600, 5, 3600,
    ]);
  });

  it('let requests through up to each limit', () => {
    expect(publicMailWait({ count: REQUESTS_PER_ADDRESS, resetsInSeconds: 30 }, first)).toBe(0);
    expect(publicMailWait(first, { count: MAILS_PER_EMAIL, resetsInSeconds: 30 })).toBe(0);
  });

  it('refuse the request over a limit until its window ends', () => {
    expect(publicMailWait({ count: REQUESTS_PER_ADDRESS + 1, resetsInSeconds: 42 }, first)).toBe(42);
    expect(publicMailWait(first, { count: MAILS_PER_EMAIL + 1, resetsInSeconds: 1800 })).toBe(1800);
    expect(
      publicMailWait({ count: REQUESTS_PER_ADDRESS + 1, resetsInSeconds: 42 }, { count: 99, resetsInSeconds: 1800 }),
    ).toBe(1800);
  });

  it('take configured limits', () => {
    expect(publicMailWait({ count: 3, resetsInSeconds: 10 }, first, { perAddress: 2, perEmail: 5 })).toBe(10);
  });

  it('answer 429 tooManyAttempts with the seconds to wait as args[0]', () => {
    let refusal: unknown;
    try {
      assertWithinPublicMailLimits(first, { count: MAILS_PER_EMAIL + 1, resetsInSeconds: 1234 });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(IdentityException);
    expect(refusal).toMatchObject({ code: IdentityErrorCode.TooManyAttempts, args: ['1234'] });
  });
});
