import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';
import {
  choices,
  isoDateOf,
  optionalCountry,
  optionalEmail,
  optionalHttpsUrl,
  optionalPhone,
  optionalText,
  requiredDate,
  textList,
} from './field-rules.js';

function failureOf(rule: () => unknown): ProfilesException {
  try {
    rule();
  } catch (error) {
    if (error instanceof ProfilesException) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the rule to refuse the value');
}

describe('field rules', () => {
  it('trims text and treats blank, null and undefined as absent', () => {
    expect(optionalText('f', '  a  ', 5)).toBe('a');
    expect([optionalText('f', '  ', 5), optionalText('f', null, 5), optionalText('f', undefined, 5)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('measures the length after trimming', () => {
    expect(optionalText('f', ' abcde ', 5)).toBe('abcde');
    const error = failureOf(() => optionalText('f', 'abcdef', 5));
    expect([error.code, error.args, error.message]).toEqual([
      ProfilesErrorCode.MaxLength,
      ['5', 'f'],
      'Max 5 characters',
    ]);
  });

  it('refuses a list that is not an array', () => {
    expect(failureOf(() => textList('aliases', 'Ada', 50, 3)).args).toEqual(['aliases']);
    expect(failureOf(() => choices('unions', 'aea', ['aea'])).code).toBe(ProfilesErrorCode.InvalidValue);
  });

  it('lower-cases emails and refuses ones without a domain', () => {
    expect(optionalEmail('email', ' Ada@Example.COM ')).toBe('ada@example.com');
    expect(failureOf(() => optionalEmail('email', 'ada@example')).code).toBe(ProfilesErrorCode.InvalidEmail);
  });

  it('stores phones in E.164, reading numbers without a country code as North American', () => {
    expect(optionalPhone('phone', '(202) 555-0123')).toBe('+12025550123');
    expect(optionalPhone('phone', '+33 1 42 68 53 00')).toBe('+33142685300');
    expect(failureOf(() => optionalPhone('phone', 'call me')).code).toBe(ProfilesErrorCode.InvalidPhone);
  });

  it('accepts any https host unless hosts are given', () => {
    expect(optionalHttpsUrl('website', 'https://Example.com/a b')).toBe('https://example.com/a%20b');
    expect(failureOf(() => optionalHttpsUrl('link', 'https://example.com', ['youtube.com'])).args).toEqual(['link']);
  });

  it('upper-cases country codes and refuses names', () => {
    expect(optionalCountry('country', ' ca ')).toBe('CA');
    expect(failureOf(() => optionalCountry('country', 'Canada')).code).toBe(ProfilesErrorCode.InvalidValue);
  });

  it('accepts only calendar dates that exist', () => {
    expect(requiredDate('date', '2024-02-29')).toBe('2024-02-29');
    expect(failureOf(() => requiredDate('date', '2023-02-29')).message).toBe('Expected a date as YYYY-MM-DD');
  });

  it("reads today's date in UTC", () => {
    expect(isoDateOf(new Date('2025-06-15T23:30:00-05:00'))).toBe('2025-06-16');
  });
});
