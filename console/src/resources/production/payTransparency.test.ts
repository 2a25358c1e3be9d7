import { describe, expect, it } from 'vitest';
import { payRecommendations, payTransparencyWarnings } from './payTransparency';

const TODAY = new Date('2026-06-01T12:00:00Z');
const inCalifornia = { locationKind: 'local', workLocation: { city: 'Los Angeles', state: 'CA', country: 'US' } };
const fullPay = { paying: true, rateType: 'daily', amount: 45_000, workDuration: 'underAWeek' };

describe('the pay-transparency warnings of a job', () => {
  it('warns that a California job without a payment section will not be published', () => {
    expect(payTransparencyWarnings(inCalifornia, TODAY)).toEqual([{ ruleId: 'US-CA', missing: 'payment.paying' }]);
  });

  it('names the first thing missing: the amount, then the rate type', () => {
    expect(payTransparencyWarnings({ ...inCalifornia, payment: { paying: true, rateType: 'daily' } }, TODAY)).toEqual([
      { ruleId: 'US-CA', missing: 'payment.amount' },
    ]);
    expect(payTransparencyWarnings({ ...inCalifornia, payment: { paying: true, amount: 100 } }, TODAY)).toEqual([
      { ruleId: 'US-CA', missing: 'payment.rateType' },
    ]);
    expect(
      payTransparencyWarnings({ ...inCalifornia, payment: { paying: true, range: { min: 1, max: 2 } } }, TODAY),
    ).toEqual([{ ruleId: 'US-CA', missing: 'payment.rateType' }]);
  });

  it('is silent once the pay is stated, or the job is unpaid', () => {
    expect(payTransparencyWarnings({ ...inCalifornia, payment: fullPay }, TODAY)).toEqual([]);
    expect(payTransparencyWarnings({ ...inCalifornia, payment: { paying: false } }, TODAY)).toEqual([]);
  });

  it('is silent where no pay-transparency law applies (a Texas job, an unknown kind of location)', () => {
    expect(
      payTransparencyWarnings({ locationKind: 'local', workLocation: { state: 'TX', country: 'US' } }, TODAY),
    ).toEqual([]);
    expect(payTransparencyWarnings({ workLocation: { state: 'CA', country: 'US' } }, TODAY)).toEqual([]);
  });

  it('reads state and country codes in any case', () => {
    expect(
      payTransparencyWarnings({ locationKind: 'local', workLocation: { state: 'ny', country: 'us ' } }, TODAY),
    ).toEqual([{ ruleId: 'US-NY', missing: 'payment.paying' }]);
  });

  it('applies every law in force to virtual, worldwide and US nationwide work, not to Canadian work', () => {
    const everyRule = [
      'US-CA',
      'US-CO',
      'US-NY',
      'US-WA',
      'US-HI',
      'US-DC',
      'US-MD',
      'US-IL',
      'US-MN',
      'US-VT',
      'US-MA',
    ];
    for (const job of [
      { locationKind: 'virtual' },
      { locationKind: 'worldwide' },
      { locationKind: 'nationwide', workLocation: { country: 'US' } },
    ]) {
      expect(payTransparencyWarnings(job, TODAY).map((warning) => warning.ruleId)).toEqual(everyRule);
    }
    expect(payTransparencyWarnings({ locationKind: 'nationwide', workLocation: { country: 'CA' } }, TODAY)).toEqual([]);
  });

  it('applies a law from its effective date only (Massachusetts, 2025-10-29)', () => {
    const job = { locationKind: 'local', workLocation: { state: 'MA', country: 'US' } };
    expect(payTransparencyWarnings(job, new Date('2025-10-28T12:00:00Z'))).toEqual([]);
    expect(payTransparencyWarnings(job, new Date('2025-10-29T12:00:00Z'))).toEqual([
      { ruleId: 'US-MA', missing: 'payment.paying' },
    ]);
  });

  it('accepts a commission statement where the law does (Vermont), not in California', () => {
    const commission = { paying: true, rateType: 'commission' };
    expect(
      payTransparencyWarnings(
        { locationKind: 'local', workLocation: { state: 'VT', country: 'US' }, payment: commission },
        TODAY,
      ),
    ).toEqual([]);
    expect(payTransparencyWarnings({ ...inCalifornia, payment: commission }, TODAY)).toEqual([
      { ruleId: 'US-CA', missing: 'payment.amount' },
    ]);
  });
});

describe("spec section 5's pay recommendations", () => {
  it('recommends pay details and a duration for a blank payment section', () => {
    expect(payRecommendations(undefined)).toEqual(['paymentDetailsRecommended', 'expectedDurationRecommended']);
  });

  it('recommends pay details for a paying job without amount, range or commission', () => {
    expect(payRecommendations({ paying: true, rateType: 'daily', workDuration: 'underADay' })).toEqual([
      'paymentDetailsRecommended',
    ]);
    expect(payRecommendations({ paying: true, rateType: 'commission', workDuration: 'underADay' })).toEqual([]);
  });

  it('recommends only a duration once the pay is stated, nothing once both are', () => {
    expect(payRecommendations({ paying: true, amount: 100 })).toEqual(['expectedDurationRecommended']);
    expect(payRecommendations({ paying: false })).toEqual(['expectedDurationRecommended']);
    expect(payRecommendations({ paying: true, range: { min: 1, max: 2 }, workDuration: 'overAMonth' })).toEqual([]);
  });
});
