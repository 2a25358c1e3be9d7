import { refusalThrownBy } from '@callsheet/testing';
import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';
import {
  choices,
  optionalCountry,
  optionalEmail,
  optionalHttpsUrl,
  optionalInteger,
  requiredDate,
  textList,
} from './field-rules.js';

const failureOf = (rule: () => unknown) => refusalThrownBy(rule, ProfilesException);

describe('field rules of the profiles service', () => {
  it('refuses a list that is not an array', () => {
    expect(failureOf(() => textList('aliases', 'Ada', 50, 3)).args).toEqual(['aliases']);
    expect(failureOf(() => choices('unions', 'aea', ['aea'])).code).toBe(ProfilesErrorCode.InvalidValue);
  });

  it('lower-cases emails and refuses ones without a domain', () => {
    expect(optionalEmail('email', ' Ada@Example.COM ')).toBe('ada@example.com');
    expect(failureOf(() => optionalEmail('email', 'ada@example')).code).toBe(ProfilesErrorCode.InvalidEmail);
  });

  it('words whole numbers as the profile forms do', () => {
    expect(failureOf(() => optionalInteger('company.yearsInOperation', 201, 0, 200)).message).toBe(
      'Must be a whole number from 0 to 200',
    );
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
    // Profiles has no invalidDate code: a date that does not exist is an invalid value.
    expect(failureOf(() => requiredDate('date', '2023-02-29'))).toMatchObject({
      code: ProfilesErrorCode.InvalidValue,
      message: 'Expected a date as YYYY-MM-DD',
    });
  });
});
