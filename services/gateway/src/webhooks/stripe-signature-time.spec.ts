import Stripe from 'stripe';
import { signatureTimeRefusal, signedTimestamp } from './stripe-signature-time.js';

const stripe = new Stripe('sk_test_123');
const now = 1_800_000_000;
const tolerance = 300;

describe('signedTimestamp', () => {
  it('reads the t= of a header as Stripe signs it', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_x', timestamp: now });
    expect(signedTimestamp(header)).toBe(now);
  });

  it('takes the last t= like the SDK does, so the time checked is the time signed', () => {
    expect(signedTimestamp(`t=${now},v1=abc,t=${now + 7200}`)).toBe(now + 7200);
  });

  it('answers undefined without a usable t=', () => {
    expect(signedTimestamp('v1=abc')).toBeUndefined();
    expect(signedTimestamp('t=soon,v1=abc')).toBeUndefined();
    expect(signedTimestamp('')).toBeUndefined();
  });
});

describe('signatureTimeRefusal', () => {
  it('accepts a time within the tolerance on either side', () => {
    for (const offset of [-tolerance, -1, 0, 1, tolerance]) {
      expect(signatureTimeRefusal(now + offset, now, tolerance)).toBeUndefined();
    }
  });

  it('refuses a time more than the tolerance in the past', () => {
    expect(signatureTimeRefusal(now - tolerance - 1, now, tolerance)).toBe('tooOld');
    expect(signatureTimeRefusal(now - 3600, now, tolerance)).toBe('tooOld');
  });

  it('refuses a time more than the tolerance in the future (an hour ahead was accepted before)', () => {
    expect(signatureTimeRefusal(now + tolerance + 1, now, tolerance)).toBe('inTheFuture');
    expect(signatureTimeRefusal(now + 3600, now, tolerance)).toBe('inTheFuture');
  });

  it('refuses a missing time', () => {
    expect(signatureTimeRefusal(undefined, now, tolerance)).toBe('missing');
    expect(signatureTimeRefusal(Number.NaN, now, tolerance)).toBe('missing');
  });
});
