import { describeRefusal } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import { assertTrustBankAccount, requiredBankAccountId } from './trust-account.rules.js';

const bank = { id: 'ba_1', object: 'bank_account', currency: 'usd', status: 'verified', account: 'acct_guardian' };

describe('requiredBankAccountId', () => {
  it('takes a Stripe bank account id', () => {
    expect(requiredBankAccountId('externalAccountId', 'ba_1Abc')).toBe('ba_1Abc');
  });

  it.each([
    [undefined, PaymentsErrorCode.Required],
    ['card_1', PaymentsErrorCode.InvalidValue],
    ['ba_', PaymentsErrorCode.InvalidValue],
  ])('refuses %p', (value, code) => {
    expect(describeRefusal(() => requiredBankAccountId('externalAccountId', value))).toMatchObject({
      code,
      args: ['externalAccountId'],
    });
  });
});

describe('assertTrustBankAccount', () => {
  it('takes a USD bank account of the guardian’s own connected account', () => {
    expect(() => assertTrustBankAccount(bank, 'acct_guardian')).not.toThrow();
    expect(() => assertTrustBankAccount({ ...bank, account: null, status: 'new' }, 'acct_guardian')).not.toThrow();
  });

  it('answers another account’s bank account as not found', () => {
    expect(describeRefusal(() => assertTrustBankAccount(bank, 'acct_other'))).toMatchObject({
      code: PaymentsErrorCode.StripeObjectNotFound,
      args: ['externalAccountId'],
    });
  });

  it.each([
    [{ object: 'card' }, /not a card/],
    [{ currency: 'cad' }, /US dollars/],
    [{ status: 'errored' }, /could not pay/],
    [{ status: 'verification_failed' }, /could not pay/],
  ])('refuses %p', (change, message) => {
    expect(describeRefusal(() => assertTrustBankAccount({ ...bank, ...change }, 'acct_guardian'))).toMatchObject({
      code: PaymentsErrorCode.InvalidValue,
      message: expect.stringMatching(message) as unknown,
    });
  });
});
