import { describeRefusal } from '@callsheet/testing';
import { PaymentsErrorCode } from '../../payments.errors.js';
import {
  instantPayoutDestination,
  isAbaChecksumValid,
  isValidRoutingNumber,
  parseExternalAccount,
  supportsInstantPayouts,
  toStripeExternalAccount,
} from './external-account.js';

/** A valid US bank account as a client sends it, changed by the overrides. */
function bankAccount(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    object: 'bank_account',
    country: 'US',
    currency: 'usd',
    account_number: '000123456789',
    routing_number: '110000000',
    account_holder_name: 'Jenny Rosen',
    account_holder_type: 'individual',
    ...overrides,
  };
}

function invalid(field: string, message: string) {
  return { code: PaymentsErrorCode.InvalidValue, args: [`external_account.${field}`], message };
}

function required(field: string) {
  return {
    code: PaymentsErrorCode.Required,
    args: [`external_account.${field}`],
    message: 'This is a required field.',
  };
}

describe('external account', () => {
  it.each([
    ['tok_1N3T00LkdIwHu7ixt44h1F8k', 'card'],
    ['tok_visa_debit', 'card'],
    ['btok_1NAiJy2eZvKYlo2Cnh6bIs9c', 'bankAccount'],
    ['  btok_us_verified  ', 'bankAccount'],
  ])('takes the token %s as a %s token', (token, tokenType) => {
    expect(parseExternalAccount(token)).toEqual({ kind: 'token', token: token.trim(), tokenType });
  });

  it.each(['pm_123', 'tok_', 'tok_ab-cd', 'acct_123', `tok_${'a'.repeat(252)}`])('refuses the token %s', (token) => {
    expect(describeRefusal(() => parseExternalAccount(token))).toEqual({
      code: PaymentsErrorCode.InvalidValue,
      args: ['external_account'],
      message: 'Expected a card token (tok_...) or bank account token (btok_...)',
    });
  });

  it('refuses nothing and what is neither a token nor an object', () => {
    expect(describeRefusal(() => parseExternalAccount(undefined))).toEqual({
      code: PaymentsErrorCode.Required,
      args: ['external_account'],
      message: 'This is a required field.',
    });
    expect(describeRefusal(() => parseExternalAccount(42))).toEqual({
      code: PaymentsErrorCode.InvalidValue,
      args: ['external_account'],
      message: 'Expected a token or a bank account',
    });
  });

  it('parses a US bank account, defaulting country and currency', () => {
    expect(parseExternalAccount(bankAccount({ object: undefined, country: undefined, currency: undefined }))).toEqual({
      kind: 'bankAccount',
      country: 'US',
      currency: 'usd',
      accountNumber: '000123456789',
      routingNumber: '110000000',
      accountHolderName: 'Jenny Rosen',
      accountHolderType: 'individual',
    });
    expect(
      parseExternalAccount(bankAccount({ country: 'us', currency: 'USD', account_holder_type: 'company' })),
    ).toEqual(expect.objectContaining({ country: 'US', currency: 'usd', accountHolderType: 'company' }));
  });

  // One refusal per row: the table reads better unwrapped.
  // prettier-ignore
  it.each<[string, Record<string, unknown>, { code: string; args: string[]; message: string }]>([
    ['a 3-digit account number', { account_number: '123' }, invalid('account_number', 'Expected an account number of 4 to 17 digits')],
    ['an 18-digit account number', { account_number: '1'.repeat(18) }, invalid('account_number', 'Expected an account number of 4 to 17 digits')],
    ['an account number with dashes', { account_number: '0001-2345' }, invalid('account_number', 'Expected an account number of 4 to 17 digits')],
    ['no account number', { account_number: undefined }, required('account_number')],
    ['no routing number', { routing_number: ' ' }, required('routing_number')],
    ['an 8-digit routing number', { routing_number: '11000000' }, invalid('routing_number', 'Expected a valid 9-digit ABA routing number')],
    ['a routing number failing the checksum', { routing_number: '110000001' }, invalid('routing_number', 'Expected a valid 9-digit ABA routing number')],
    ['a routing number with an unused prefix', { routing_number: '500000005' }, invalid('routing_number', 'Expected a valid 9-digit ABA routing number')],
    ['no holder name', { account_holder_name: '' }, required('account_holder_name')],
    ['a holder name over 100 characters', { account_holder_name: 'x'.repeat(101) }, { code: PaymentsErrorCode.MaxLength, args: ['100', 'external_account.account_holder_name'], message: 'Max 100 characters' }],
    ['no holder type', { account_holder_type: undefined }, required('account_holder_type')],
    ['an unknown holder type', { account_holder_type: 'trust' }, invalid('account_holder_type', 'Expected individual or company')],
    ['a Canadian bank account', { country: 'CA' }, invalid('country', 'Only US is supported')],
    ['a euro account', { currency: 'eur' }, invalid('currency', 'Only usd is supported')],
    ['a card object', { object: 'card' }, invalid('object', 'Only bank_account is supported')],
  ])('refuses %s', (_name, overrides, refusal) => {
    expect(describeRefusal(() => parseExternalAccount(bankAccount(overrides)))).toEqual(refusal);
  });

  it.each([
    ['110000000', true],
    ['021000021', true],
    ['011401533', true],
    ['322271627', true],
    ['110000001', false],
    ['021000022', false],
    ['12345678', false],
    ['11000000a', false],
  ])('checks the ABA checksum of %s: %s', (routingNumber, valid) => {
    expect(isAbaChecksumValid(routingNumber)).toBe(valid);
  });

  it('also checks the Federal Reserve prefix', () => {
    expect(isAbaChecksumValid('500000005')).toBe(true);
    expect(isValidRoutingNumber('500000005')).toBe(false);
    expect(isValidRoutingNumber('322271627')).toBe(true);
  });

  it("writes the account back as Stripe's external_account parameter", () => {
    expect(toStripeExternalAccount(parseExternalAccount('btok_123'))).toBe('btok_123');
    expect(toStripeExternalAccount(parseExternalAccount(bankAccount()))).toEqual(bankAccount());
  });
});

describe('instant payout eligibility', () => {
  it.each([
    [['standard', 'instant'], true],
    [['instant'], true],
    [['standard'], false],
    [[], false],
    [null, false],
  ])('with available payout methods %j is %s', (methods, eligible) => {
    expect(supportsInstantPayouts({ available_payout_methods: methods })).toBe(eligible);
  });

  it('is not eligible without an account', () => {
    expect(supportsInstantPayouts(undefined)).toBe(false);
  });

  it('picks the first account that takes instant payouts', () => {
    const accounts = [
      { id: 'ba_1', available_payout_methods: ['standard'] },
      { id: 'card_1', available_payout_methods: ['standard', 'instant'] },
      { id: 'card_2', available_payout_methods: ['instant'] },
    ];
    expect(instantPayoutDestination(accounts).id).toBe('card_1');
  });

  it('refuses when no account takes instant payouts', () => {
    expect(
      describeRefusal(() => instantPayoutDestination([{ id: 'ba_1', available_payout_methods: ['standard'] }])),
    ).toEqual({
      code: PaymentsErrorCode.InstantPayoutNotEligible,
      args: [],
      message: 'Add a debit card or bank account that supports instant payouts.',
    });
  });
});
