import { describe, expect, it } from 'vitest';
import {
  afterToday,
  atLeastOne,
  linesWithin,
  nonUnionAlone,
  partOfGroup,
  pastBirthDate,
  playableAgeRange,
  requiredForMinor,
  socialLink,
} from './talentValidators';

const V = 'resources.talent.validation';

describe('the talent form rules, before anything is sent', () => {
  it('asks for at least one choice, naming the list (spec: "At least one {0} selected")', () => {
    expect(atLeastOne('body type')([])).toEqual({ message: `${V}.atLeastOne`, args: { 0: 'body type' } });
    expect(atLeastOne('body type')(undefined)).toMatchObject({ message: `${V}.atLeastOne` });
    expect(atLeastOne('body type')(['mesomorph'])).toBeUndefined();
  });

  it('keeps non-union alone', () => {
    expect(nonUnionAlone(['nonUnion', 'sagAftra'])).toBe(`${V}.nonUnionAlone`);
    expect(nonUnionAlone(['nonUnion'])).toBeUndefined();
  });

  it('refuses a birth date in the future and an expired passport', () => {
    expect(pastBirthDate('2999-01-01')).toBe(`${V}.birthDateFuture`);
    expect(pastBirthDate('1899-12-31')).toBe(`${V}.birthDateTooOld`);
    expect(pastBirthDate('2015-04-02')).toBeUndefined();
    expect(afterToday('2001-01-01')).toBe(`${V}.afterToday`);
    expect(afterToday('2999-01-01')).toBeUndefined();
  });

  it("requires the guardian's fields for a minor only", () => {
    expect(requiredForMinor('', { birthDate: '2015-04-02' })).toBe(`${V}.guardianRequired`);
    expect(requiredForMinor('Mina', { birthDate: '2015-04-02' })).toBeUndefined();
    expect(requiredForMinor('', { birthDate: '1980-04-02' })).toBeUndefined();
  });

  it('checks the playable age range as a whole', () => {
    expect(playableAgeRange(8, { playableAge: { from: 8, to: null } })).toBe(`${V}.bothEnds`);
    expect(playableAgeRange(8, { playableAge: { from: 12, to: 8 } })).toBe(`${V}.rangeOrder`);
    expect(playableAgeRange(8, { playableAge: { from: 8, to: 12 } })).toBeUndefined();
    expect(playableAgeRange(null, { playableAge: { from: null, to: null } })).toBeUndefined();
  });

  it('asks for the whole group once one part is given', () => {
    const part = partOfGroup('passport', ['number', 'country'], 'passportAllOrNone');
    expect(part('', { passport: { number: 'X1', country: '' } })).toBe(`${V}.passportAllOrNone`);
    expect(part('', { passport: { number: '', country: '' } })).toBeUndefined();
  });

  it('limits the work permits by count and length', () => {
    expect(linesWithin(2, 5)('a\nb\nc')).toEqual({ message: `${V}.tooMany`, args: { max: 2 } });
    expect(linesWithin(2, 5)('abcdef')).toEqual({ message: 'app.validation.maxLength', args: { max: 5 } });
    expect(linesWithin(2, 5)('a\n\nb')).toBeUndefined();
  });

  it('takes https links on the network they are filed under', () => {
    const instagram = socialLink('instagram', 'Instagram');
    expect(instagram('https://www.instagram.com/lily')).toBeUndefined();
    expect(instagram('http://www.instagram.com/lily')).toMatchObject({ message: `${V}.httpsUrl` });
    expect(instagram('https://example.com/lily')).toMatchObject({ message: `${V}.httpsUrl` });
    expect(instagram('not a url')).toMatchObject({ message: `${V}.httpsUrl` });
  });
});
