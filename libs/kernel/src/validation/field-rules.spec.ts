import { DomainError } from '../errors/domain-error.js';
import { fieldRules } from './field-rules.js';

// Two services' worth of codes: one with every specific code, one with only the three required ones.
enum FullCode {
  Required = 'required',
  MaxLength = 'maxLength',
  InvalidValue = 'invalidValue',
  InvalidChoice = 'invalidChoice',
  InvalidEmail = 'invalidEmail',
  InvalidUrl = 'invalidUrl',
  InvalidDate = 'invalidDate',
  InvalidRange = 'invalidRange',
  AtLeastOneSelected = 'atLeastOneSelected',
  NotOwner = 'notOwner',
}

enum BasicCode {
  Required = 'required',
  MaxLength = 'maxLength',
  InvalidValue = 'invalidValue',
}

class FullException extends DomainError<FullCode> {}
class BasicException extends DomainError<BasicCode> {}

const full = fieldRules({ codes: FullCode, refuse: (code, message, args) => new FullException(code, message, args) });
const basic = fieldRules({
  codes: BasicCode,
  refuse: (code, message, args) => new BasicException(code, message, args),
  wording: {
    notText: (field) => `${field} must be text.`,
    notHttpsUrl: (field) => `${field} must be an https link.`,
    notAnId: (field) => `${field} is not a valid id.`,
    notWholeNumber: (min, max) => `Must be a whole number from ${min} to ${max}`,
  },
});

const ID = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b';

function refusal(rule: () => unknown): { type: string; code: string; args: readonly string[]; message: string } {
  try {
    rule();
  } catch (error) {
    if (error instanceof DomainError) {
      const { name, code, args, message } = error as DomainError;
      return { type: name, code, args, message };
    }
    throw error;
  }
  throw new Error('expected the rule to refuse');
}

describe('fieldRules', () => {
  it("refuses with the service's own exception", () => {
    expect(refusal(() => full.requiredText('name', ' ', 5))).toEqual({
      type: 'FullException',
      code: FullCode.Required,
      args: ['name'],
      message: 'This is a required field.',
    });
    expect(refusal(() => basic.requiredText('name', null, 5)).type).toBe('BasicException');
  });

  describe('text', () => {
    it('trims text and treats blank, null and undefined as absent', () => {
      expect(full.optionalText('f', '  a  ', 5)).toBe('a');
      expect([
        full.optionalText('f', '  ', 5),
        full.optionalText('f', null, 5),
        full.optionalText('f', undefined, 5),
      ]).toEqual([undefined, undefined, undefined]);
    });

    it('measures the length after trimming, giving the limit then the field', () => {
      expect(full.optionalText('f', ' abcde ', 5)).toBe('abcde');
      expect(refusal(() => full.optionalText('f', 'abcdef', 5))).toMatchObject({
        code: FullCode.MaxLength,
        args: ['5', 'f'],
        message: 'Max 5 characters',
      });
    });

    it('refuses a value that is not text, in the wording of the service', () => {
      expect(refusal(() => full.optionalText('name', 42, 5))).toMatchObject({
        code: FullCode.InvalidValue,
        args: ['name'],
        message: 'Expected text',
      });
      expect(refusal(() => basic.optionalText('name', 42, 5)).message).toBe('name must be text.');
    });
  });

  describe('lists', () => {
    it('reads an absent list as empty and refuses anything but an array', () => {
      expect(full.list('media', undefined)).toEqual([]);
      expect(refusal(() => full.list('media', 'headshot'))).toMatchObject({
        code: FullCode.InvalidValue,
        args: ['media'],
        message: 'Expected a list',
      });
    });

    it('refuses a list that is too long', () => {
      expect(full.boundedList('keyDates', [1, 2], 2)).toEqual([1, 2]);
      expect(refusal(() => full.boundedList('keyDates', [1, 2, 3], 2))).toMatchObject({
        args: ['keyDates'],
        message: 'Max 2 entries',
      });
    });

    it('drops blank texts before counting them, and names each entry by its index', () => {
      expect(full.textList('aliases', [' Ada ', '  ', 'Countess'], 10, 2)).toEqual(['Ada', 'Countess']);
      expect(refusal(() => full.textList('aliases', ['a', 'b', 'c'], 10, 2)).message).toBe('Max 2 entries');
      expect(refusal(() => full.textList('aliases', ['a', 7], 10, 2)).args).toEqual(['aliases.1']);
    });
  });

  describe('yes/no and sub-forms', () => {
    it('reads an unanswered yes/no as no, but a required one as missing', () => {
      expect(full.optionalBoolean('flag', undefined)).toBe(false);
      expect(full.requiredBoolean('flag', false)).toBe(false);
      expect(refusal(() => full.optionalBoolean('flag', 'yes')).message).toBe('Expected true or false');
      expect(refusal(() => full.requiredBoolean('paying', null)).code).toBe(FullCode.Required);
    });

    it('takes a record as a group, nothing else', () => {
      expect(full.optionalGroup('company', null)).toBeUndefined();
      expect(full.requiredGroup('company', { name: 'x' })).toEqual({ name: 'x' });
      expect(refusal(() => full.optionalGroup('company', ['x'])).message).toBe('Expected an object');
      expect(refusal(() => full.requiredGroup('company', undefined)).code).toBe(FullCode.Required);
    });

    it('skips a group whose every field is blank', () => {
      expect(full.answeredGroup('place', { city: ' ', country: null })).toBeUndefined();
      expect(full.answeredGroup('place', { city: 'Lyon' })).toEqual({ city: 'Lyon' });
      expect(refusal(() => full.answeredGroup('place', 'Lyon')).message).toBe('Expected an object');
    });
  });

  describe('choices', () => {
    const catalogue = ['a', 'b'] as const;

    it('keeps catalogue keys once, in the order given', () => {
      expect(full.choices('media', ['b', 'a', 'b'], catalogue)).toEqual(['b', 'a']);
      expect(full.optionalChoice('type', ' ', catalogue)).toBeUndefined();
      expect(full.requiredChoice('type', 'b', catalogue)).toBe('b');
      expect(refusal(() => full.requiredChoice('type', '', catalogue)).code).toBe(FullCode.Required);
    });

    it('names a key outside the catalogue as an invalid choice', () => {
      expect(refusal(() => full.choices('media', ['a', 'z'], catalogue))).toMatchObject({
        code: FullCode.InvalidChoice,
        args: ['media', 'z'],
        message: '"z" is not a valid choice',
      });
      expect(refusal(() => full.optionalChoice('type', 3, catalogue)).args).toEqual(['type', '3']);
      expect(
        refusal(() => {
          throw full.invalidChoice('subtype', 'x', 'not a subtype');
        }).message,
      ).toBe('not a subtype');
    });

    it('lists the catalogue in an invalid value where the service has no invalid-choice code', () => {
      expect(refusal(() => basic.optionalChoice('status', 'z', catalogue))).toMatchObject({
        code: BasicCode.InvalidValue,
        args: ['status'],
        message: 'Expected one of: a, b',
      });
    });

    it('needs at least one key selected', () => {
      expect(() => full.requireAtLeastOne('union', ['sagAftra'])).not.toThrow();
      expect(refusal(() => full.requireAtLeastOne('union', []))).toMatchObject({
        code: FullCode.AtLeastOneSelected,
        args: ['union'],
        message: 'At least one union selected',
      });
      expect(refusal(() => basic.requireAtLeastOne('union', [])).code).toBe(BasicCode.InvalidValue);
    });
  });

  describe('whole numbers', () => {
    it('takes whole numbers within the bounds, blank as absent', () => {
      expect(full.optionalInteger('age', 30, 0, 120)).toBe(30);
      expect(full.optionalInteger('age', '', 0, 120)).toBeUndefined();
      for (const bad of [12.5, -1, 121, '30', Number.NaN]) {
        expect(refusal(() => full.optionalInteger('age', bad, 0, 120))).toMatchObject({
          code: FullCode.InvalidValue,
          args: ['age'],
          message: 'Expected a whole number from 0 to 120',
        });
      }
    });

    it('words the unit, or the service its own way', () => {
      expect(refusal(() => full.optionalInteger('amount', 0, 1, 100, 'cents')).message).toBe(
        'Expected a whole number of cents from 1 to 100',
      );
      expect(refusal(() => basic.optionalInteger('age', 200, 0, 120)).message).toBe(
        'Must be a whole number from 0 to 120',
      );
    });

    it('refuses a missing required number as missing, and text as not a number', () => {
      expect(full.requiredInteger('quantity', 2, 1, 9, 'units')).toBe(2);
      expect(refusal(() => full.requiredInteger('quantity', undefined, 1, 9, 'units')).code).toBe(FullCode.Required);
      expect(refusal(() => full.requiredInteger('quantity', '', 1, 9, 'units')).message).toBe(
        'Expected a whole number of units from 1 to 9',
      );
    });
  });

  describe('emails, links, dates, countries and ids', () => {
    it('lower-cases emails and refuses ones without a domain', () => {
      expect(full.optionalEmail('email', ' Ada@Example.COM ')).toBe('ada@example.com');
      expect(refusal(() => full.optionalEmail('email', 'ada@example'))).toMatchObject({
        code: FullCode.InvalidEmail,
        message: 'Invalid email.',
      });
      expect(refusal(() => basic.optionalEmail('email', 'ada@')).code).toBe(BasicCode.InvalidValue);
    });

    it('accepts https URLs without credentials, normalized', () => {
      expect(full.optionalHttpsUrl('website', 'https://Example.com/a b')).toBe('https://example.com/a%20b');
      for (const bad of ['http://example.com', 'https://user:pw@example.com', 'example.com']) {
        expect(refusal(() => full.optionalHttpsUrl('website', bad))).toMatchObject({
          code: FullCode.InvalidUrl,
          args: ['website'],
          message: 'Invalid URL.',
        });
      }
      expect(refusal(() => basic.optionalHttpsUrl('reel', 'ftp://x.com'))).toMatchObject({
        code: BasicCode.InvalidValue,
        message: 'reel must be an https link.',
      });
    });

    it('accepts only the hosts given, as a list or a test', () => {
      expect(full.optionalHttpsUrl('link', 'https://youtube.com/x', ['youtube.com'])).toBe('https://youtube.com/x');
      expect(refusal(() => full.optionalHttpsUrl('link', 'https://example.com', ['youtube.com'])).args).toEqual([
        'link',
      ]);
      const dotted = (hostname: string) => hostname.includes('.');
      expect(refusal(() => full.optionalHttpsUrl('link', 'https://localhost/x', dotted)).code).toBe(
        FullCode.InvalidUrl,
      );
    });

    it('accepts only calendar dates that exist', () => {
      expect(full.optionalDate('date', '2024-02-29')).toBe('2024-02-29');
      expect(full.optionalDate('date', ' ')).toBeUndefined();
      for (const bad of ['2023-02-29', '03/01/2026', '2026-03-01T00:00:00Z']) {
        expect(refusal(() => full.optionalDate('date', bad))).toMatchObject({
          code: FullCode.InvalidDate,
          args: ['date'],
          message: 'Expected a date as YYYY-MM-DD',
        });
      }
      expect(refusal(() => basic.requiredDate('date', '2023-13-01')).code).toBe(BasicCode.InvalidValue);
      expect(refusal(() => full.requiredDate('date', null)).code).toBe(FullCode.Required);
    });

    it('refuses a range upside down under its own name', () => {
      expect(
        refusal(() => {
          throw full.invalidRange('dates', 'The start date must not be after the end date.');
        }),
      ).toMatchObject({
        code: FullCode.InvalidRange,
        args: ['dates'],
      });
    });

    it('upper-cases country codes and refuses names', () => {
      expect(full.optionalCountry('country', ' ca ')).toBe('CA');
      expect(refusal(() => full.optionalCountry('country', 'Canada')).message).toBe(
        'Expected a two-letter country code',
      );
      expect(refusal(() => full.requiredCountry('country', '')).code).toBe(FullCode.Required);
    });

    it('takes UUIDs as ids, lower-cased', () => {
      expect(full.requiredId('profileId', ` ${ID.toUpperCase()} `)).toBe(ID);
      expect(full.optionalId('profileId', '')).toBeUndefined();
      expect(refusal(() => full.requiredId('profileId', 'profile-9'))).toMatchObject({
        code: FullCode.InvalidValue,
        message: 'Expected an id',
      });
      expect(refusal(() => basic.optionalId('profileId', 42)).message).toBe('profileId is not a valid id.');
      expect(refusal(() => full.requiredId('profileId', undefined)).code).toBe(FullCode.Required);
    });
  });
});
