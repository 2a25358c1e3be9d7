import { describeRefusal } from '@callsheet/testing';
import { ProductionsErrorCode } from '../productions.errors.js';
import {
  boundedList,
  choices,
  optionalBoolean,
  optionalCountry,
  optionalDate,
  optionalHttpsUrl,
  optionalMoney,
  optionalText,
  requiredBoolean,
  requiredChoice,
  requiredText,
} from './field-rules.js';

describe('field rules of the productions service', () => {
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

  it('refuses links and dates under their own codes', () => {
    expect(describeRefusal(() => optionalHttpsUrl('website', 'http://example.com'))).toEqual({
      code: ProductionsErrorCode.InvalidUrl,
      args: ['website'],
      message: 'Invalid URL.',
    });
    expect(optionalDate('date', '2024-02-29')).toBe('2024-02-29');
    expect(describeRefusal(() => optionalDate('date', '2023-02-29')).code).toBe(ProductionsErrorCode.InvalidDate);
  });

  it('upper-cases country codes and refuses names', () => {
    expect(optionalCountry('country', ' ca ')).toBe('CA');
    expect(describeRefusal(() => optionalCountry('country', 'Canada')).code).toBe(ProductionsErrorCode.InvalidValue);
  });
});
