import { describeRefusal } from '@callsheet/testing';
import { MONEY_MAX_MINOR_UNITS } from '../../common/field-rules.js';
import { ProductionsErrorCode } from '../../productions.errors.js';
import { aPaymentInput } from '../../../test/builders/job.builders.js';
import { EXTRA_COMPENSATION_NOTES_MAX_LENGTH, validatePayment, type PaymentInput } from './job-payment.rules.js';

const refusal = (overrides: Partial<PaymentInput>) => describeRefusal(() => validatePayment(aPaymentInput(overrides)));

const unpaid: PaymentInput = { paying: false };

describe('validatePayment', () => {
  it('is undefined when the section is blank', () => {
    expect(validatePayment(undefined)).toBeUndefined();
    expect(validatePayment({ rateType: '', extraCompensationNotes: ' ' })).toBeUndefined();
  });

  it('needs to know whether the job pays once the section is started', () => {
    expect(describeRefusal(() => validatePayment({ workDuration: 'underADay' }))).toEqual({
      code: ProductionsErrorCode.Required,
      args: ['payment.paying'],
      message: 'This is a required field.',
    });
  });

  it('keeps a flat amount in cents of USD', () => {
    expect(validatePayment(aPaymentInput({ range: undefined, rateType: 'flat', amount: 250_000 }))).toMatchObject({
      rateType: 'flat',
      amount: 250_000,
      range: undefined,
      currency: 'USD',
    });
  });

  it.each([
    ['a fraction of a cent', 100.5],
    ['zero', 0],
    ['a negative amount', -5_000],
    ['more than the maximum', MONEY_MAX_MINOR_UNITS + 1],
  ])('refuses %s', (_case, amount) => {
    expect(refusal({ range: undefined, amount })).toEqual({
      code: ProductionsErrorCode.InvalidValue,
      args: ['payment.amount'],
      message: `Expected a whole number of cents from 1 to ${MONEY_MAX_MINOR_UNITS}`,
    });
  });

  describe('range', () => {
    it('accepts a range whose ends are equal', () => {
      expect(validatePayment(aPaymentInput({ range: { min: 50_000, max: 50_000 } }))?.range).toEqual({
        min: 50_000,
        max: 50_000,
      });
    });

    it('refuses a minimum above the maximum', () => {
      expect(refusal({ range: { min: 60_000, max: 45_000 } })).toEqual({
        code: ProductionsErrorCode.InvalidRange,
        args: ['payment.range'],
        message: 'The minimum pay must not be above the maximum.',
      });
    });

    it('needs both ends', () => {
      expect(refusal({ range: { min: 45_000 } })).toMatchObject({
        code: ProductionsErrorCode.Required,
        args: ['payment.range.max'],
      });
    });

    it('refuses a negative or fractional end', () => {
      expect(refusal({ range: { min: -1, max: 10 } })).toMatchObject({
        code: ProductionsErrorCode.InvalidValue,
        args: ['payment.range.min'],
      });
      expect(refusal({ range: { min: 1, max: 10.25 } })).toMatchObject({
        code: ProductionsErrorCode.InvalidValue,
        args: ['payment.range.max'],
      });
    });
  });

  it.each([
    ['an amount and a range', { amount: 50_000 }, 'payment.range', 'Give an amount or a range, not both.'],
    [
      'a work duration and an unknown duration',
      { durationUnknown: true },
      'payment.durationUnknown',
      'Give a work duration or say it is unknown, not both.',
    ],
    [
      'no details and a range',
      { noDetails: true },
      'payment.noDetails',
      'A job without pay details gives no amount or range.',
    ],
    [
      'an outcome-dependent and an agreed amount',
      { dependsOnOutcome: 'deferred', agreedAmount: true },
      'payment.agreedAmount',
      'Pay depends on the project outcome or is an agreed amount, not both.',
    ],
  ] as [string, Partial<PaymentInput>, string, string][])('refuses %s', (_case, overrides, field, message) => {
    expect(refusal(overrides)).toEqual({ code: ProductionsErrorCode.InvalidValue, args: [field], message });
  });

  it('accepts outcome-dependent pay with an amount', () => {
    expect(
      validatePayment(aPaymentInput({ range: undefined, amount: 100_000, dependsOnOutcome: 'profitShare' })),
    ).toMatchObject({ dependsOnOutcome: 'profitShare', amount: 100_000 });
  });

  it.each([
    ['rateType', 'perDiem'],
    ['workDuration', 'forever'],
    ['dependsOnOutcome', 'royalties'],
  ] as const)('refuses a %s outside the catalogue', (field, value) => {
    expect(refusal({ [field]: value })).toMatchObject({
      code: ProductionsErrorCode.InvalidChoice,
      args: [`payment.${field}`, value],
    });
  });

  describe('an unpaid job', () => {
    it('gives its duration and extra compensation but no pay details', () => {
      expect(
        validatePayment({ ...unpaid, workDuration: 'underADay', extraCompensationNotes: 'Credit and meals.' }),
      ).toEqual({
        paying: false,
        workDuration: 'underADay',
        durationUnknown: false,
        rateType: undefined,
        amount: undefined,
        range: undefined,
        noDetails: false,
        dependsOnOutcome: undefined,
        agreedAmount: false,
        paySecurely: false,
        extraCompensationNotes: 'Credit and meals.',
        currency: 'USD',
      });
    });

    it.each([
      ['rateType', { rateType: 'daily' }],
      ['amount', { amount: 100 }],
      ['range', { range: { min: 1, max: 2 } }],
      ['noDetails', { noDetails: true }],
      ['dependsOnOutcome', { dependsOnOutcome: 'deferred' }],
      ['agreedAmount', { agreedAmount: true }],
      ['paySecurely', { paySecurely: true }],
    ] as [string, Partial<PaymentInput>][])('refuses a %s', (field, overrides) => {
      expect(describeRefusal(() => validatePayment({ ...unpaid, ...overrides }))).toEqual({
        code: ProductionsErrorCode.InvalidValue,
        args: [`payment.${field}`],
        message: 'Only a paying job has pay details.',
      });
    });
  });

  it('limits the extra compensation notes', () => {
    expect(refusal({ extraCompensationNotes: 'x'.repeat(EXTRA_COMPENSATION_NOTES_MAX_LENGTH + 1) })).toEqual({
      code: ProductionsErrorCode.MaxLength,
      args: [String(EXTRA_COMPENSATION_NOTES_MAX_LENGTH), 'payment.extraCompensationNotes'],
      message: `Max ${EXTRA_COMPENSATION_NOTES_MAX_LENGTH} characters`,
    });
  });
});
