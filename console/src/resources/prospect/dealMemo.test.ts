import { describe, expect, it } from 'vitest';
import {
  formatBps,
  hundredthsText,
  parseBps,
  parseCents,
  refusalField,
  remainderBps,
  splitAmounts,
  suggestedTerms,
  totalCents,
  validateDealMemo,
  type DealMemoForm,
  type ShareForm,
} from './dealMemo';

const talent = (percent: string): ShareForm => ({
  profileType: 'talent',
  profileId: 't1',
  name: 'Bea Arthur',
  percent,
});
const representative = (percent: string, profileId = 'r1'): ShareForm => ({
  profileType: 'representative',
  profileId,
  name: 'Northstar Management',
  percent,
});

const form = (overrides: Partial<DealMemoForm> = {}): DealMemoForm => ({
  rateType: 'daily',
  unitRate: '450',
  quantity: '3',
  shares: [talent('100')],
  ...overrides,
});

describe('money and percents typed in the deal memo', () => {
  it('reads dollars to whole cents from the digits, with either decimal mark', () => {
    expect(parseCents('450')).toEqual({ value: 45000 });
    expect(parseCents('450.5')).toEqual({ value: 45050 });
    expect(parseCents('450,05')).toEqual({ value: 45005 });
    // Floating point would make 0.29 × 100 = 28.999999999999996.
    expect(parseCents('0.29')).toEqual({ value: 29 });
    expect(parseCents('1 000,10')).toEqual({ value: 100010 });
    expect(parseCents(' 12 ')).toEqual({ value: 1200 });
  });

  it('refuses what is not an amount of dollars and cents', () => {
    expect(parseCents('')).toEqual({ error: 'required' });
    expect(parseCents('12.345')).toEqual({ error: 'decimals' });
    // No grouping marks: "1,000" is not a thousand (it would be one dollar in French).
    expect(parseCents('1,000')).toEqual({ error: 'decimals' });
    expect(parseCents('-5')).toEqual({ error: 'format' });
    expect(parseCents('4e2')).toEqual({ error: 'format' });
    expect(parseCents('$45')).toEqual({ error: 'format' });
  });

  it('reads percents to basis points', () => {
    expect(parseBps('80')).toEqual({ value: 8000 });
    expect(parseBps('33.33')).toEqual({ value: 3333 });
    expect(parseBps('12,5')).toEqual({ value: 1250 });
    expect(parseBps('33.333')).toEqual({ error: 'decimals' });
  });

  it('writes cents back in the locale, the way a member types them', () => {
    expect(hundredthsText(45000, 'en-US')).toBe('450');
    expect(hundredthsText(45050, 'en-US')).toBe('450.50');
    expect(hundredthsText(45005, 'fr-QC')).toBe('450,05');
    expect(hundredthsText(5, 'es-ES')).toBe('0,05');
  });

  it('formats shares as percents of the locale', () => {
    expect(formatBps(7000, 'en-US')).toBe('70%');
    expect(formatBps(3333, 'en-US')).toBe('33.33%');
    expect(formatBps(1250, 'fr-QC').replace(/\s/g, ' ')).toBe('12,5 %');
  });
});

describe('the deal memo total and split', () => {
  it('is the unit rate times the quantity, in cents, live while typing', () => {
    expect(totalCents(form())).toBe(135000);
    expect(totalCents(form({ unitRate: '0.29', quantity: '3' }))).toBe(87);
    expect(totalCents(form({ unitRate: '1000000', quantity: '10000' }))).toBe(1_000_000_000_000);
    // A fixed rate is paid once, whatever the quantity field held.
    expect(totalCents(form({ rateType: 'fixed', unitRate: '2500', quantity: '7' }))).toBe(250000);
    expect(totalCents(form({ unitRate: '' }))).toBeUndefined();
    expect(totalCents(form({ quantity: '2.5' }))).toBeUndefined();
  });

  it('shows what is left to give, negative when over', () => {
    expect(remainderBps([talent('70'), representative('20')])).toBe(1000);
    expect(remainderBps([talent('80'), representative('20')])).toBe(0);
    expect(remainderBps([talent('90'), representative('20')])).toBe(-1000);
    expect(remainderBps([talent(''), representative('')])).toBe(10000);
    expect(remainderBps([talent('33.33'), representative('33.33'), representative('33.34', 'r2')])).toBe(0);
  });

  it("splits money to the cent like payments' transfers: largest remainder, ties to the talent", () => {
    // 100 cents in three thirds: 33 each, the cent left over to the talent.
    const thirds = [
      { profileType: 'representative' as const, shareBps: 3333 },
      { profileType: 'talent' as const, shareBps: 3334 },
      { profileType: 'representative' as const, shareBps: 3333 },
    ];
    expect(splitAmounts(100, thirds)).toEqual([33, 34, 33]);
    expect(
      splitAmounts(1, [
        { profileType: 'representative', shareBps: 5000 },
        { profileType: 'talent', shareBps: 5000 },
      ]),
    ).toEqual([0, 1]);
    expect(
      splitAmounts(135000, [
        { profileType: 'talent', shareBps: 8500 },
        { profileType: 'representative', shareBps: 1500 },
      ]),
    ).toEqual([114750, 20250]);
    // Every split adds up to the total exactly, even on the largest memo.
    const total = 999_999_999_999;
    const amounts = splitAmounts(total, [
      { profileType: 'talent', shareBps: 3333 },
      { profileType: 'representative', shareBps: 3333 },
      { profileType: 'representative', shareBps: 3334 },
    ]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  });
});

describe('validating the deal memo before sending', () => {
  it('sends exactly what the API takes: cents, a quantity, basis points, representatives left empty left out', () => {
    expect(validateDealMemo(form({ shares: [talent('85'), representative('15')] }))).toEqual({
      errors: {},
      body: {
        rateType: 'daily',
        unitRate: 45000,
        quantity: 3,
        split: [
          { profileType: 'talent', profileId: 't1', shareBps: 8500 },
          { profileType: 'representative', profileId: 'r1', shareBps: 1500 },
        ],
      },
    });
    expect(validateDealMemo(form({ shares: [talent('100'), representative('')] })).body?.split).toEqual([
      { profileType: 'talent', profileId: 't1', shareBps: 10000 },
    ]);
    expect(validateDealMemo(form({ rateType: 'fixed', quantity: '' })).body?.quantity).toBe(1);
  });

  it('refuses a 70/20 split on the split, naming what it adds up to', () => {
    const { errors, body } = validateDealMemo(form({ shares: [talent('70'), representative('20')] }));
    expect(body).toBeUndefined();
    expect(errors).toEqual({ split: { key: 'splitNotWhole', args: { sum: 9000 } } });
  });

  it('refuses over 100 % and accepts exactly 100 % in hundredths', () => {
    expect(validateDealMemo(form({ shares: [talent('90'), representative('20')] })).errors.split).toEqual({
      key: 'splitNotWhole',
      args: { sum: 11000 },
    });
    expect(
      validateDealMemo(form({ shares: [talent('33.34'), representative('33.33'), representative('33.33', 'r2')] }))
        .errors,
    ).toEqual({});
  });

  it('puts each refusal on its field', () => {
    expect(validateDealMemo(form({ rateType: '', unitRate: '', quantity: '' })).errors).toEqual({
      rateType: { key: 'required' },
      unitRate: { key: 'required' },
      quantity: { key: 'required' },
    });
    expect(validateDealMemo(form({ unitRate: '12.345' })).errors).toEqual({ unitRate: { key: 'unitRateCents' } });
    expect(validateDealMemo(form({ unitRate: 'ten' })).errors).toEqual({ unitRate: { key: 'unitRateFormat' } });
    expect(validateDealMemo(form({ unitRate: '0' })).errors).toEqual({ unitRate: { key: 'unitRateMin' } });
    expect(validateDealMemo(form({ unitRate: '1000000.01' })).errors).toEqual({ unitRate: { key: 'unitRateMax' } });
    expect(validateDealMemo(form({ quantity: '0' })).errors).toEqual({
      quantity: { key: 'quantityRange', args: { max: 10000 } },
    });
    expect(validateDealMemo(form({ quantity: '10001' })).errors.quantity?.key).toBe('quantityRange');
    expect(validateDealMemo(form({ shares: [talent('0'), representative('100')] })).errors).toEqual({
      'share.0': { key: 'talentShareMin' },
    });
    expect(validateDealMemo(form({ shares: [talent(''), representative('100')] })).errors).toEqual({
      'share.0': { key: 'required' },
    });
    expect(validateDealMemo(form({ shares: [talent('100.5')] })).errors).toEqual({
      'share.0': { key: 'shareMax' },
      split: { key: 'splitNotWhole', args: { sum: 10050 } },
    });
  });
});

describe("the service's refusals of a memo", () => {
  it('go on the field they name', () => {
    expect(refusalField({ code: 'splitNotWhole', args: ['9000'] })).toEqual({
      field: 'split',
      error: { key: 'splitNotWhole', args: { sum: 9000 } },
    });
    expect(refusalField({ code: 'splitRecipientNotConnected', args: ['r9'] })).toEqual({ field: 'split' });
    expect(refusalField({ code: 'invalidValue', args: ['dealMemo.unitRate'] })).toEqual({ field: 'unitRate' });
    expect(refusalField({ code: 'invalidValue', args: ['dealMemo.quantity'] })).toEqual({ field: 'quantity' });
    expect(refusalField({ code: 'required', args: ['dealMemo.rateType'] })).toEqual({ field: 'rateType' });
    expect(refusalField({ code: 'invalidValue', args: ['dealMemo.split[1].shareBps'] })).toEqual({ field: 'split' });
  });

  it('leave the others to the snackbar', () => {
    expect(refusalField({ code: 'dealMemoNotAllowed', args: ['denied'] })).toBeUndefined();
    expect(refusalField({ code: 'invalidApplicationTransition', args: ['denied', 'accept'] })).toBeUndefined();
    expect(refusalField({ code: 'invalidValue', args: ['reason'] })).toBeUndefined();
    expect(refusalField(undefined)).toBeUndefined();
  });
});

describe('a new memo starts from the posting', () => {
  it("takes the job's rate type and amount when a memo can carry them", () => {
    expect(suggestedTerms({ paying: true, rateType: 'daily', amount: 45000 }, 'en-US')).toEqual({
      rateType: 'daily',
      unitRate: '450',
      quantity: '',
    });
    expect(suggestedTerms({ paying: true, rateType: 'hourly', amount: 4550 }, 'en-US').unitRate).toBe('45.50');
    expect(suggestedTerms({ paying: true, rateType: 'flat', amount: 250050 }, 'fr-QC')).toEqual({
      rateType: 'fixed',
      unitRate: '2500,50',
      quantity: '1',
    });
    expect(suggestedTerms({ paying: true, rateType: 'annualSalary', amount: 9000000 }, 'en-US')).toEqual({
      rateType: '',
      unitRate: '',
      quantity: '',
    });
    expect(suggestedTerms({ paying: false }, 'en-US').rateType).toBe('');
    expect(suggestedTerms(undefined, 'en-US').unitRate).toBe('');
  });
});
