import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  E164_PATTERN,
  EIN_PATTERN,
  einProblem,
  given,
  MCC_PATTERN,
  mccProblem,
  NANP_PATTERN,
  normalizedPhone,
  PHONE_SEPARATORS,
  stateProblem,
  stripeAddress,
  US_STATE_CODES,
  US_ZIP_PATTERN,
  urlProblem,
  zipProblem,
} from './legalRules';

const domain = join(
  dirname(fileURLToPath(import.meta.url)),
  ...['..', '..', '..', '..', 'services', 'payments', 'src', 'account', 'domain'],
);
const source = (file: string) => readFileSync(join(domain, file), 'utf8');

describe('legal account rules', () => {
  it('are the payments service patterns', () => {
    expect(source('account-update.ts')).toContain(`const MCC_PATTERN = ${String(MCC_PATTERN)};`);
    expect(source('account-update.ts')).toContain(`const EIN_PATTERN = ${String(EIN_PATTERN)};`);
    const fields = source('account-field-rules.ts');
    expect(fields).toContain(`const PHONE_SEPARATORS = ${String(PHONE_SEPARATORS)};`);
    expect(fields).toContain(`const E164_PATTERN = ${String(E164_PATTERN)};`);
    expect(fields).toContain(`const NANP_PATTERN = ${String(NANP_PATTERN)};`);
    const persons = source('persons.ts');
    expect(persons).toContain(`const US_ZIP_PATTERN = ${String(US_ZIP_PATTERN)};`);
    for (const code of US_STATE_CODES) {
      expect(persons).toContain(`'${code}'`);
    }
  });

  it('checks the business profile and the EIN', () => {
    expect(mccProblem('7922')).toBeUndefined();
    expect(mccProblem('792')).toBe('resources.account.legal.mccInvalid');
    expect(urlProblem('https://iris-lovelace.example.com')).toBeUndefined();
    expect(urlProblem('iris.example.com')).toBe('resources.account.legal.urlInvalid');
    expect(urlProblem('ftp://iris.example.com')).toBe('resources.account.legal.urlInvalid');
    expect(einProblem('12-3456789')).toBeUndefined();
    expect(einProblem('12-345678')).toBe('resources.account.legal.taxIdInvalid');
  });

  it('normalizes phones as the service does', () => {
    expect(normalizedPhone('(213) 555-0199')).toBe('+12135550199');
    expect(normalizedPhone('1 213 555 0199')).toBe('+12135550199');
    expect(normalizedPhone('+33 1 23 45 67 89')).toBe('+33123456789');
    expect(normalizedPhone('555-0199')).toBeUndefined();
    expect(normalizedPhone('(113) 555-0199')).toBeUndefined();
  });

  it('checks the address and sends only what was given', () => {
    expect(stateProblem('ca')).toBeUndefined();
    expect(stateProblem('XX')).toBe('resources.account.legal.stateInvalid');
    expect(zipProblem('90028-1234')).toBeUndefined();
    expect(zipProblem('9002')).toBe('resources.account.legal.zipInvalid');
    expect(stripeAddress({ line1: ' 1 Vine St ', city: 'Los Angeles', state: 'ca', postal_code: '90028' })).toEqual({
      line1: '1 Vine St',
      city: 'Los Angeles',
      state: 'CA',
      postal_code: '90028',
      country: 'US',
    });
    expect(stripeAddress({ line1: '', city: ' ' })).toBeUndefined();
    expect(given({ a: '', b: undefined, c: null, d: 'x', e: 0 })).toEqual({ d: 'x', e: 0 });
  });
});
