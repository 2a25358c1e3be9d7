import { describeRefusal } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import {
  assertAcceptedType,
  becomesDefault,
  defaultAfterDetach,
  parseBillingUpdate,
  paymentMethodFacts,
  requiredPaymentMethodId,
  setupIntentTypes,
} from './billing.rules.js';

describe('parseBillingUpdate', () => {
  it('takes a billing email (lower-cased) and a name', () => {
    expect(parseBillingUpdate({ email: ' Billing@Studio.Example ', name: ' Blue Door Films ' })).toEqual({
      email: 'billing@studio.example',
      name: 'Blue Door Films',
    });
  });

  it('refuses an invalid email and an empty update', () => {
    expect(describeRefusal(() => parseBillingUpdate({ email: 'not-an-email' }))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      message: 'Invalid email.',
      args: ['email'],
    });
    expect(describeRefusal(() => parseBillingUpdate({}))).toMatchObject({
      code: PaymentsErrorCode.Required,
      args: ['email'],
    });
  });

  it('refuses a name longer than Stripe keeps', () => {
    expect(describeRefusal(() => parseBillingUpdate({ name: 'x'.repeat(257) }))).toMatchObject({
      code: PaymentsErrorCode.MaxLength,
    });
  });
});

describe('setupIntentTypes', () => {
  it('collects a card or a US bank account (ACH debit), both by default', () => {
    expect(setupIntentTypes([])).toEqual(['card', 'us_bank_account']);
    expect(setupIntentTypes(['card', 'card'])).toEqual(['card']);
  });

  it('refuses another type, naming it', () => {
    expect(describeRefusal(() => setupIntentTypes(['card', 'sepa_debit']))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      args: ['paymentMethodTypes[1]'],
    });
  });
});

describe('requiredPaymentMethodId', () => {
  it('takes a Stripe payment method id', () => {
    expect(requiredPaymentMethodId('paymentMethod', 'pm_card_visa')).toBe('pm_card_visa');
  });

  it.each([undefined, '', 'card_123', 'pm_', 'pm_1; DROP', 42])('refuses %p', (value) => {
    expect(describeRefusal(() => requiredPaymentMethodId('paymentMethod', value)).args).toEqual(['paymentMethod']);
  });
});

describe('default payment method', () => {
  it('makes the first payment method the default, or one asked to be', () => {
    expect(becomesDefault(undefined, undefined)).toBe(true);
    expect(becomesDefault('pm_a', undefined)).toBe(false);
    expect(becomesDefault('pm_a', true)).toBe(true);
  });

  it('moves the default to the newest other method when the default is detached', () => {
    const others = [
      { id: 'pm_old', createdAt: new Date('2026-01-01') },
      { id: 'pm_new', createdAt: new Date('2026-06-01') },
      { id: 'pm_gone', createdAt: new Date('2026-09-01') },
    ];
    expect(defaultAfterDetach('pm_gone', 'pm_gone', others)).toBe('pm_new');
    expect(defaultAfterDetach('pm_old', 'pm_gone', others)).toBe('pm_old');
    expect(defaultAfterDetach('pm_gone', 'pm_gone', [{ id: 'pm_gone', createdAt: new Date() }])).toBeUndefined();
  });
});

describe('paymentMethodFacts', () => {
  it('keeps a card’s brand, last four and expiry, and a bank account’s name and last four', () => {
    expect(
      paymentMethodFacts({ type: 'card', card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } }),
    ).toEqual({ type: 'card', label: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(
      paymentMethodFacts({
        type: 'us_bank_account',
        us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
      }),
    ).toEqual({ type: 'us_bank_account', label: 'STRIPE TEST BANK', last4: '6789' });
  });

  it('takes cards and US bank accounts only', () => {
    expect(() => assertAcceptedType('card')).not.toThrow();
    expect(describeRefusal(() => assertAcceptedType('link'))).toMatchObject({ code: PaymentsErrorCode.InvalidValue });
  });
});
