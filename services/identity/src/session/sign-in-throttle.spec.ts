import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, throttledFor } from './sign-in-throttle.js';

const now = new Date('2026-11-22T12:00:00Z');
const tenMinutesAgo = new Date('2026-11-22T11:50:00Z');

describe('throttledFor', () => {
  it('lets attempts through below both limits', () => {
    expect(
      throttledFor({ byEmail: MAX_FAILURES_PER_EMAIL - 1, byIp: MAX_FAILURES_PER_IP - 1, oldest: tenMinutesAgo }, now),
    ).toBe(0);
  });

  it('throttles an email after 5 failures until the oldest leaves the 15-minute window', () => {
    expect(throttledFor({ byEmail: MAX_FAILURES_PER_EMAIL, byIp: 5, oldest: tenMinutesAgo }, now)).toBe(300);
  });

  it('throttles a client address after 20 failures across emails', () => {
    expect(throttledFor({ byEmail: 1, byIp: MAX_FAILURES_PER_IP, oldest: tenMinutesAgo }, now)).toBe(300);
  });
});
