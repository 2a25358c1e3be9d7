import { ProductionsErrorCode } from '../productions.errors.js';
import {
  addDays,
  boundedList,
  choices,
  isoDateOf,
  optionalBoolean,
  optionalCountry,
  optionalDate,
  optionalHttpsUrl,
  optionalMoney,
  optionalPlace,
  optionalText,
  requiredBoolean,
  requiredChoice,
  requiredText,
} from './field-rules.js';
import { describeRefusal } from './refusal.js';

describe('field rules', () => {
  it('trims text and treats blank, null and undefined as absent', () => {
    expect(optionalText('f', '  a  ', 5)).toBe('a');
    expect([optionalText('f', '  ', 5), optionalText('f', null, 5), optionalText('f', undefined, 5)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses blank required text', () => {
    expect(describeRefusal(() => requiredText('name', ' ', 5))).toEqual({
      code: ProductionsErrorCode.Required,
      args: ['name'],
      message: 'This is a required field.',
    });
  });

  it('refuses text that is not a string', () => {
    expect(describeRefusal(() => optionalText('name', 42, 5))).toEqual({
      code: ProductionsErrorCode.InvalidValue,
      args: ['name'],
      message: 'Expected text',
    });
  });

  it('measures the length after trimming, giving the limit then the field', () => {
    expect(optionalText('f', ' abcde ', 5)).toBe('abcde');
    expect(describeRefusal(() => optionalText('f', 'abcdef', 5))).toEqual({
      code: ProductionsErrorCode.MaxLength,
      args: ['5', 'f'],
      message: 'Max 5 characters',
    });
  });

  it('refuses a list that is not an array, and one that is too long', () => {
    expect(describeRefusal(() => choices('media', 'headshot', ['headshot']))).toEqual({
      code: ProductionsErrorCode.InvalidValue,
      args: ['media'],
      message: 'Expected a list',
    });
    expect(describeRefusal(() => boundedList('keyDates', [1, 2, 3], 2))).toEqual({
      code: ProductionsErrorCode.InvalidValue,
      args: ['keyDates'],
      message: 'Max 2 entries',
    });
  });

  it('keeps catalogue keys once, in the order given, and names a key outside the catalogue', () => {
    expect(choices('media', ['b', 'a', 'b'], ['a', 'b'])).toEqual(['b', 'a']);
    expect(describeRefusal(() => choices('media', ['a', 'z'], ['a']))).toEqual({
      code: ProductionsErrorCode.InvalidChoice,
      args: ['media', 'z'],
      message: '"z" is not a valid choice',
    });
    expect(describeRefusal(() => requiredChoice('type', '', ['a']))).toMatchObject({
      code: ProductionsErrorCode.Required,
    });
  });

  it('reads an unanswered yes/no as no, but a required one as missing', () => {
    expect(optionalBoolean('flag', undefined)).toBe(false);
    expect(describeRefusal(() => optionalBoolean('flag', 'yes'))).toEqual({
      code: ProductionsErrorCode.InvalidValue,
      args: ['flag'],
      message: 'Expected true or false',
    });
    expect(describeRefusal(() => requiredBoolean('paying', null)).code).toBe(ProductionsErrorCode.Required);
  });

  it('accepts money as whole positive cents only', () => {
    expect(optionalMoney('amount', 12_345)).toBe(12_345);
    expect(optionalMoney('amount', null)).toBeUndefined();
    for (const bad of [12.5, 0, -100, '100', 10_000_000_001, Number.NaN]) {
      expect(describeRefusal(() => optionalMoney('amount', bad))).toEqual({
        code: ProductionsErrorCode.InvalidValue,
        args: ['amount'],
        message: 'Expected a whole number of cents from 1 to 10000000000',
      });
    }
  });

  it('accepts https URLs without credentials, normalized', () => {
    expect(optionalHttpsUrl('website', 'https://Example.com/a b')).toBe('https://example.com/a%20b');
    for (const bad of ['http://example.com', 'https://user:pw@example.com', 'example.com']) {
      expect(describeRefusal(() => optionalHttpsUrl('website', bad))).toEqual({
        code: ProductionsErrorCode.InvalidUrl,
        args: ['website'],
        message: 'Invalid URL.',
      });
    }
  });

  it('accepts only calendar dates that exist', () => {
    expect(optionalDate('date', '2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '03/01/2026', '2026-03-01T00:00:00Z']) {
      expect(describeRefusal(() => optionalDate('date', bad))).toEqual({
        code: ProductionsErrorCode.InvalidDate,
        args: ['date'],
        message: 'Expected a date as YYYY-MM-DD',
      });
    }
  });

  it("reads today's date in UTC and counts days across month ends", () => {
    expect(isoDateOf(new Date('2025-06-15T23:30:00-05:00'))).toBe('2025-06-16');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-02', 365)).toBe('2027-03-02');
  });

  it('upper-cases country codes and refuses names', () => {
    expect(optionalCountry('country', ' ca ')).toBe('CA');
    expect(describeRefusal(() => optionalCountry('country', 'Canada')).code).toBe(ProductionsErrorCode.InvalidValue);
  });

  describe('places', () => {
    it('upper-cases US and Canadian state codes', () => {
      expect(optionalPlace('at', { city: ' Austin ', state: 'tx', country: 'us' })).toEqual({
        city: 'Austin',
        state: 'TX',
        country: 'US',
      });
      expect(optionalPlace('at', { state: 'on', country: 'CA' })).toEqual({
        city: undefined,
        state: 'ON',
        country: 'CA',
      });
    });

    it('needs a state code in the US and Canada', () => {
      expect(describeRefusal(() => optionalPlace('at', { city: 'Austin', country: 'US' }))).toMatchObject({
        code: ProductionsErrorCode.Required,
        args: ['at.state'],
      });
      expect(describeRefusal(() => optionalPlace('at', { state: 'Texas', country: 'US' }))).toEqual({
        code: ProductionsErrorCode.InvalidChoice,
        args: ['at.state', 'Texas'],
        message: '"Texas" is not a valid choice',
      });
    });

    it('takes any region elsewhere, but always a country', () => {
      expect(optionalPlace('at', { city: 'Lyon', state: 'Rhône', country: 'fr' })).toEqual({
        city: 'Lyon',
        state: 'Rhône',
        country: 'FR',
      });
      expect(describeRefusal(() => optionalPlace('at', { city: 'Lyon' }))).toMatchObject({
        code: ProductionsErrorCode.Required,
        args: ['at.country'],
      });
    });

    it('needs a city when asked, and is undefined when blank', () => {
      expect(describeRefusal(() => optionalPlace('at', { country: 'FR' }, { cityRequired: true }))).toMatchObject({
        code: ProductionsErrorCode.Required,
        args: ['at.city'],
      });
      expect(optionalPlace('at', { city: ' ', country: '' })).toBeUndefined();
    });
  });
});
