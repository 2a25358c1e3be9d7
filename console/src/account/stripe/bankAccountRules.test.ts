import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER_PATTERN,
  accountNumberProblem,
  bankAccountBody,
  bankAccountTokenData,
  confirmationProblem,
  isAbaChecksumValid,
  isValidRoutingNumber,
  ROUTING_WEIGHTS,
  routingNumberProblem,
  stripeErrorField,
} from './bankAccountRules';

const paymentsSource = readFileSync(
  join(
    dirname(fileURLToPath(import.meta.url)),
    ...['..', '..', '..', '..', 'services', 'payments', 'src', 'account', 'domain', 'external-account.ts'],
  ),
  'utf8',
);

describe('bank account rules', () => {
  it('are the payments service rules: the same patterns, weights and prefixes', () => {
    expect(paymentsSource).toContain(`const ACCOUNT_NUMBER_PATTERN = ${String(ACCOUNT_NUMBER_PATTERN)};`);
    expect(paymentsSource).toContain(`const ROUTING_WEIGHTS = [${ROUTING_WEIGHTS.join(', ')}] as const;`);
    expect(paymentsSource).toContain(
      'return prefix <= 12 || (prefix >= 21 && prefix <= 32) || (prefix >= 61 && prefix <= 72) || prefix === 80;',
    );
  });

  it('takes real routing numbers and Stripe’s test one', () => {
    for (const routing of ['110000000', '021000021', '011000015', '322271627']) {
      expect(isValidRoutingNumber(routing)).toBe(true);
      expect(routingNumberProblem(routing)).toBeUndefined();
    }
    expect(routingNumberProblem('110 000 000')).toBeUndefined();
  });

  it('refuses a single-digit typo (the checksum) and a prefix no bank has', () => {
    expect(isAbaChecksumValid('110000001')).toBe(false);
    expect(routingNumberProblem('110000001')).toBe('resources.account.external.routingInvalid');
    // 50xxxxxxx passes the checksum but 50 is no Federal Reserve prefix.
    expect(isAbaChecksumValid('500000005')).toBe(true);
    expect(isValidRoutingNumber('500000005')).toBe(false);
    expect(routingNumberProblem('12345')).toBe('resources.account.external.routingDigits');
    expect(routingNumberProblem('')).toBe('app.validation.required');
  });

  it('checks the account number and its confirmation', () => {
    expect(accountNumberProblem('000123456789')).toBeUndefined();
    expect(accountNumberProblem('123')).toBe('resources.account.external.accountDigits');
    expect(accountNumberProblem('123456789012345678')).toBe('resources.account.external.accountDigits');
    expect(accountNumberProblem('12a4')).toBe('resources.account.external.accountDigits');
    expect(confirmationProblem('000123456789', '000 123 456 789')).toBeUndefined();
    expect(confirmationProblem('000123456788', '000123456789')).toBe('resources.account.external.accountMismatch');
    expect(confirmationProblem('', '1234')).toBe('app.validation.required');
  });
});

describe('bank account token', () => {
  const values = {
    account_holder_name: '  Iris Quill ',
    account_holder_type: 'individual' as const,
    routing_number: '110 000 000',
    account_number: '0001-2345-6789',
    default_for_currency: true,
  };

  it('gives Stripe.js the numbers as digits, with the holder, in US dollars', () => {
    expect(bankAccountTokenData(values)).toEqual({
      country: 'US',
      currency: 'usd',
      routing_number: '110000000',
      account_number: '000123456789',
      account_holder_name: 'Iris Quill',
      account_holder_type: 'individual',
    });
  });

  it('sends our API the token and the default mark, and no number', () => {
    const body = bankAccountBody('btok_1PgcBrB7WZ01zgkWbdl2yHjS', values);
    expect(body).toEqual({ external_account: 'btok_1PgcBrB7WZ01zgkWbdl2yHjS', default_for_currency: true });
    expect(JSON.stringify(body)).not.toMatch(/110000000|000123456789|6789/);
    expect(bankAccountBody('btok_1', { ...values, default_for_currency: false })).toEqual({
      external_account: 'btok_1',
    });
  });

  it('puts a Stripe.js refusal on the field it names', () => {
    expect(stripeErrorField('bank_account[routing_number]')).toBe('routing_number');
    expect(stripeErrorField('bank_account[account_number]')).toBe('account_number');
    expect(stripeErrorField('bank_account[country]')).toBeUndefined();
    expect(stripeErrorField(undefined)).toBeUndefined();
  });
});
