import { describeRefusal } from '@callsheet/testing';
import type { LocationKind } from '../../catalogue/job.catalogue.js';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { aPaymentInput, TODAY } from '../../../test/builders/job.builders.js';
import { validatePayment, type PaymentInput } from './job-payment.rules.js';
import { jobFallsUnder } from './job-jurisdiction.js';
import {
  assertPayTransparent,
  PAY_TRANSPARENCY_RULES,
  payTransparencyRulesFor,
  type PayTransparencySubject,
} from './pay-transparency.js';

function aJob(
  state: string | undefined,
  payment: PaymentInput | undefined,
  locationKind: LocationKind = 'local',
): PayTransparencySubject {
  return {
    locationKind,
    workLocation: state === undefined ? undefined : { city: 'Somewhere', state, country: 'US' },
    payment: validatePayment(payment),
  };
}

const californiaRefusal = (field: string) => ({
  code: ProductionsErrorCode.PayTransparencyRequired,
  args: ['US-CA', field],
  message:
    'Cal. Labor Code §432.3 (SB 1162) requires a job posting for work in California to state its pay: an amount or a min–max range, and a rate type.',
});

describe('pay-transparency rules', () => {
  it('lists at least California, Colorado, New York and Washington, each once with its source', () => {
    const ids = PAY_TRANSPARENCY_RULES.map((rule) => rule.id);
    expect(ids.slice(0, 4)).toEqual(['US-CA', 'US-CO', 'US-NY', 'US-WA']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of PAY_TRANSPARENCY_RULES) {
      expect(rule.id).toBe(`${rule.country}-${rule.state}`);
      expect(rule.source.length).toBeGreaterThan(60);
      expect(rule.employerThreshold).toBeGreaterThanOrEqual(1);
      expect(rule.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each([
    ['US-CA', 'Cal. Labor Code §432.3'],
    ['US-CO', 'C.R.S. §8-5-201'],
    ['US-NY', 'N.Y. Labor Law §194-b'],
    ['US-WA', 'RCW 49.58.110'],
  ])('cites %s as %s', (id, citation) => {
    expect(PAY_TRANSPARENCY_RULES.find((rule) => rule.id === id)?.law).toContain(citation);
  });
});

describe('which laws a job falls under', () => {
  it('places a local job by its work location', () => {
    expect(payTransparencyRulesFor(aJob('NY', undefined), TODAY).map((rule) => rule.id)).toEqual(['US-NY']);
    expect(payTransparencyRulesFor(aJob('TX', undefined), TODAY)).toEqual([]);
  });

  it('puts a nationwide job under every law of its country', () => {
    const nationwide = aJob(undefined, undefined, 'nationwide');
    expect(jobFallsUnder({ ...nationwide, workLocation: { country: 'US' } }, { country: 'US', state: 'WA' })).toBe(
      true,
    );
    expect(jobFallsUnder({ ...nationwide, workLocation: { country: 'CA' } }, { country: 'US', state: 'WA' })).toBe(
      false,
    );
  });

  it.each(['worldwide', 'virtual'] as const)('puts a %s job under every law, since anyone may fill it', (kind) => {
    expect(payTransparencyRulesFor(aJob(undefined, undefined, kind), TODAY)).toHaveLength(
      PAY_TRANSPARENCY_RULES.length,
    );
  });

  it('applies a law only from the day it takes effect', () => {
    expect(payTransparencyRulesFor(aJob('MA', undefined), new Date('2025-10-28T12:00:00Z'))).toEqual([]);
    expect(payTransparencyRulesFor(aJob('MA', undefined), new Date('2025-10-29T00:00:00Z'))).toHaveLength(1);
  });
});

describe('assertPayTransparent', () => {
  it('accepts a California job with a range and a rate type, or an amount and a rate type', () => {
    expect(() => assertPayTransparent(aJob('CA', aPaymentInput()), TODAY)).not.toThrow();
    expect(() =>
      assertPayTransparent(aJob('CA', aPaymentInput({ range: undefined, amount: 80_000 })), TODAY),
    ).not.toThrow();
  });

  it('refuses a California job without a payment section', () => {
    expect(describeRefusal(() => assertPayTransparent(aJob('CA', undefined), TODAY))).toEqual(
      californiaRefusal('payment.paying'),
    );
  });

  it('refuses a California job without an amount or range', () => {
    expect(describeRefusal(() => assertPayTransparent(aJob('CA', aPaymentInput({ range: undefined })), TODAY))).toEqual(
      californiaRefusal('payment.amount'),
    );
    expect(
      describeRefusal(() =>
        assertPayTransparent(aJob('CA', aPaymentInput({ range: undefined, noDetails: true })), TODAY),
      ),
    ).toEqual(californiaRefusal('payment.amount'));
  });

  it('refuses a California job without a rate type', () => {
    expect(
      describeRefusal(() => assertPayTransparent(aJob('CA', aPaymentInput({ rateType: undefined })), TODAY)),
    ).toEqual(californiaRefusal('payment.rateType'));
  });

  it.each([
    ['US-CO', 'CO', 'Colorado Equal Pay for Equal Work Act, C.R.S. §8-5-201', 'Colorado'],
    ['US-NY', 'NY', 'N.Y. Labor Law §194-b', 'New York'],
    ['US-WA', 'WA', 'RCW 49.58.110', 'Washington'],
  ])('names %s for a job in %s', (id, state, law, place) => {
    expect(
      describeRefusal(() => assertPayTransparent(aJob(state, aPaymentInput({ range: undefined })), TODAY)),
    ).toEqual({
      code: ProductionsErrorCode.PayTransparencyRequired,
      args: [id, 'payment.amount'],
      message: `${law} requires a job posting for work in ${place} to state its pay: an amount or a min–max range, and a rate type.`,
    });
  });

  it('leaves a job where no law applies alone', () => {
    expect(() => assertPayTransparent(aJob('TX', undefined), TODAY)).not.toThrow();
  });

  it('holds a virtual job to the first law in the list', () => {
    expect(describeRefusal(() => assertPayTransparent(aJob(undefined, undefined, 'virtual'), TODAY)).args).toEqual([
      'US-CA',
      'payment.paying',
    ]);
  });

  it('takes an unpaid job as stating its pay', () => {
    expect(() => assertPayTransparent(aJob('CA', { paying: false }), TODAY)).not.toThrow();
  });

  describe('a commission-based role', () => {
    const commission = aPaymentInput({ range: undefined, rateType: 'commission' });

    it('only says so where the law allows it (Vermont)', () => {
      expect(() => assertPayTransparent(aJob('VT', commission), TODAY)).not.toThrow();
    });

    it('gives its expected range elsewhere', () => {
      expect(describeRefusal(() => assertPayTransparent(aJob('CA', commission), TODAY))).toEqual(
        californiaRefusal('payment.amount'),
      );
      expect(() => assertPayTransparent(aJob('CA', aPaymentInput({ rateType: 'commission' })), TODAY)).not.toThrow();
    });
  });
});
