import { describeRefusal } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import {
  INSTANT_PAYOUT_COUNTRIES,
  INSTANT_PAYOUT_FEES,
  instantPayoutFee,
  instantPayoutQuote,
  supportsInstantPayoutCountry,
  type InstantPayoutQuoteInput,
} from './instant-payout.js';

/** Stripe's US price: 1.5%, at least 50 cents; $1.00 the smallest payout. */
const US_FEES = { currency: 'usd', rateBasisPoints: 150, minimumFee: 50, minimumPayout: 100 };

function quoteInput(overrides: Partial<InstantPayoutQuoteInput> = {}): InstantPayoutQuoteInput {
  return { country: 'US', currency: 'usd', availableCents: 20_000, requestedCents: 10_000, ...overrides };
}

describe('instant payout countries', () => {
  it.each(['US', 'us', ' CA ', 'GB', 'DE', 'AU', 'SG', 'AE', 'MC'])('supports %s', (country) => {
    expect(supportsInstantPayoutCountry(country)).toBe(true);
  });

  it.each(['BR', 'JP', 'IN', 'MX', 'CH', 'BG'])('does not support %s', (country) => {
    expect(supportsInstantPayoutCountry(country)).toBe(false);
  });

  it('lists each country once', () => {
    expect(new Set(INSTANT_PAYOUT_COUNTRIES).size).toBe(INSTANT_PAYOUT_COUNTRIES.length);
  });

  it('prices only countries where Stripe offers instant payouts', () => {
    for (const country of Object.keys(INSTANT_PAYOUT_FEES)) {
      expect(supportsInstantPayoutCountry(country)).toBe(true);
    }
  });
});

describe('instant payout fee', () => {
  it("uses Stripe's US price", () => {
    expect(INSTANT_PAYOUT_FEES.US).toEqual(US_FEES);
  });

  it.each([
    [100, 50, 'the minimum fee on a small payout'],
    [3_333, 50, '49.995 cents rounds to 50'],
    [3_366, 50, '50.49 cents rounds down'],
    [3_367, 51, '50.505 cents rounds up'],
    [3_699, 55, '55.485 cents rounds down'],
    [3_700, 56, '55.5 cents rounds half up'],
    [10_000, 150, '1.5% of $100'],
    [1_000_000, 15_000, '1.5% of $10,000'],
  ])('on %d cents is %d cents (%s)', (amount, fee) => {
    expect(instantPayoutFee(amount, US_FEES)).toBe(fee);
  });
});

describe('instant payout quote', () => {
  it('quotes the amount, the fee and what arrives', () => {
    expect(instantPayoutQuote(quoteInput())).toEqual({ currency: 'usd', amount: 10_000, fee: 150, net: 9_850 });
  });

  it('accepts any case and the whole available balance', () => {
    expect(instantPayoutQuote(quoteInput({ country: 'us', currency: 'USD', requestedCents: 20_000 }))).toEqual({
      currency: 'usd',
      amount: 20_000,
      fee: 300,
      net: 19_700,
    });
  });

  it('quotes the smallest payout with a positive net', () => {
    expect(instantPayoutQuote(quoteInput({ requestedCents: 100 }))).toEqual({
      currency: 'usd',
      amount: 100,
      fee: 50,
      net: 50,
    });
  });

  // One refusal per row: the table reads better unwrapped.
  // prettier-ignore
  it.each<[string, Partial<InstantPayoutQuoteInput>, { code: string; args: string[]; message: string }]>([
    ['a country Stripe does not serve', { country: 'BR', currency: 'brl' }, { code: PaymentsErrorCode.InstantPayoutNotSupported, args: ['BR', 'brl'], message: 'Stripe does not offer instant payouts in BR.' }],
    ['a Stripe country without a fee on file', { country: 'CA', currency: 'cad' }, { code: PaymentsErrorCode.InstantPayoutNotSupported, args: ['CA', 'cad'], message: 'Instant payouts are not offered for accounts in CA.' }],
    ['a currency other than the local one', { currency: 'cad' }, { code: PaymentsErrorCode.InstantPayoutNotSupported, args: ['US', 'cad'], message: 'Instant payouts in US are paid in USD only.' }],
    ['less than the smallest payout', { requestedCents: 99 }, { code: PaymentsErrorCode.InstantPayoutBelowMinimum, args: ['100', 'usd'], message: 'The smallest instant payout is 100 usd minor units.' }],
    ['less than the smallest payout and more than available', { requestedCents: 50, availableCents: 10 }, { code: PaymentsErrorCode.InstantPayoutBelowMinimum, args: ['100', 'usd'], message: 'The smallest instant payout is 100 usd minor units.' }],
    ['more than available', { requestedCents: 20_001 }, { code: PaymentsErrorCode.InstantPayoutOverAvailable, args: ['20000', 'usd'], message: 'Only 20000 usd minor units are available for instant payouts.' }],
    ['a fraction of a cent', { requestedCents: 100.5 }, { code: PaymentsErrorCode.InvalidValue, args: ['amount'], message: 'Expected a whole number of minor units from 1' }],
    ['nothing', { requestedCents: 0 }, { code: PaymentsErrorCode.InvalidValue, args: ['amount'], message: 'Expected a whole number of minor units from 1' }],
    ['a negative balance', { availableCents: -1 }, { code: PaymentsErrorCode.InvalidValue, args: ['available'], message: 'Expected a whole number of minor units from 0' }],
  ])('refuses %s', (_name, overrides, refusal) => {
    expect(describeRefusal(() => instantPayoutQuote(quoteInput(overrides)))).toEqual(refusal);
  });
});
