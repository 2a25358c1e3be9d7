import libphonenumber from 'google-libphonenumber';
import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';

/*
 * Field-level rules shared by the talent and representative profiles. Each takes the dotted path of
 * the field it checks (args[0] of every error) and the raw value as decoded from JSON (`unknown`, so a
 * client sending a number where text belongs gets a coded error rather than a crash).
 *
 * | limit                   | value | used for                                  |
 * | ----------------------- | ----- | ----------------------------------------- |
 * | EMAIL_MAX_LENGTH        | 254   | every email (RFC 5321 forward path)       |
 * | URL_MAX_LENGTH          | 2048  | websites and social links                 |
 * | ADDRESS_LINE_MAX_LENGTH | 100   | careOf, line1, line2                      |
 * | CITY_MAX_LENGTH         | 60    | city                                      |
 * | STATE_MAX_LENGTH        | 60    | state, province or region                 |
 * | POSTAL_CODE_MAX_LENGTH  | 12    | postal code                               |
 */
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
export const STATE_MAX_LENGTH = 60;
export const POSTAL_CODE_MAX_LENGTH = 12;

/** Phone numbers without a leading + are read as North American, the marketplace's home market. */
export const DEFAULT_PHONE_REGION = 'US';

// A pragmatic address pattern (as at sign-up): something@domain.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const phoneNumbers = libphonenumber.PhoneNumberUtil.getInstance();

export function required(field: string): ProfilesException {
  return new ProfilesException(ProfilesErrorCode.Required, 'This is a required field.', [field]);
}

export function invalidValue(field: string, message: string): ProfilesException {
  return new ProfilesException(ProfilesErrorCode.InvalidValue, message, [field]);
}

/** Null, undefined and whitespace-only text all mean "not answered". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Every field of a sub-form left blank: the whole group (passport, address, ...) was not answered. */
export function isBlankGroup(value: unknown): boolean {
  return isBlank(value) || (isRecord(value) && Object.values(value).every(isBlank));
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text, or undefined when blank. */
export function optionalText(field: string, value: unknown, maxLength: number): string | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'string') {
    throw invalidValue(field, 'Expected text');
  }
  const text = value.trim();
  if (text.length > maxLength) {
    throw new ProfilesException(ProfilesErrorCode.MaxLength, `Max ${maxLength} characters`, [String(maxLength), field]);
  }
  return text === '' ? undefined : text;
}

export function requiredText(field: string, value: unknown, maxLength: number): string {
  const text = optionalText(field, value, maxLength);
  if (text === undefined) {
    throw required(field);
  }
  return text;
}

/** A list of free texts: blanks dropped, each entry checked as `field.index`. */
export function textList(field: string, value: unknown, maxLength: number, maxCount: number): string[] {
  const texts = list(field, value).flatMap((entry, index) => optionalText(`${field}.${index}`, entry, maxLength) ?? []);
  if (texts.length > maxCount) {
    throw invalidValue(field, `Max ${maxCount} entries`);
  }
  return texts;
}

/** An absent list is empty; anything but an array is a client bug. */
export function list(field: string, value: unknown): unknown[] {
  if (value === undefined || value === null) {
    return [];
  }
  if (!Array.isArray(value)) {
    throw invalidValue(field, 'Expected a list');
  }
  return value as unknown[];
}

export function optionalBoolean(field: string, value: unknown): boolean {
  if (value === undefined || value === null) {
    return false;
  }
  if (typeof value !== 'boolean') {
    throw invalidValue(field, 'Expected true or false');
  }
  return value;
}

/** A sub-form (address, passport, ...) as a record, or undefined when absent. */
export function optionalGroup(field: string, value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!isRecord(value)) {
    throw invalidValue(field, 'Expected an object');
  }
  return value;
}

export function optionalChoice<Key extends string>(
  field: string,
  value: unknown,
  catalogue: readonly Key[],
): Key | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  const key = catalogue.find((candidate) => candidate === value);
  if (key === undefined) {
    throw invalidChoice(field, value);
  }
  return key;
}

export function requiredChoice<Key extends string>(field: string, value: unknown, catalogue: readonly Key[]): Key {
  const key = optionalChoice(field, value, catalogue);
  if (key === undefined) {
    throw required(field);
  }
  return key;
}

/** Catalogue keys picked from a list, each once, in the order given. */
export function choices<Key extends string>(field: string, value: unknown, catalogue: readonly Key[]): Key[] {
  const keys = list(field, value).map((entry) => {
    const key = catalogue.find((candidate) => candidate === entry);
    if (key === undefined) {
      throw invalidChoice(field, entry);
    }
    return key;
  });
  return [...new Set(keys)];
}

/** listName is singular (bodyType, union, ...): the message reads "At least one union selected". */
export function requireAtLeastOne(listName: string, keys: readonly string[]): void {
  if (keys.length === 0) {
    throw new ProfilesException(ProfilesErrorCode.AtLeastOneSelected, `At least one ${listName} selected`, [listName]);
  }
}

function invalidChoice(field: string, value: unknown): ProfilesException {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return new ProfilesException(ProfilesErrorCode.InvalidChoice, `"${shown}" is not a valid choice`, [field, shown]);
}

/** A whole number within bounds, or undefined when blank. */
export function optionalInteger(field: string, value: unknown, min: number, max: number): number | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidValue(field, `Must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export function optionalEmail(field: string, value: unknown): string | undefined {
  const email = optionalText(field, value, EMAIL_MAX_LENGTH)?.toLowerCase();
  if (email !== undefined && !EMAIL_PATTERN.test(email)) {
    throw new ProfilesException(ProfilesErrorCode.InvalidEmail, 'Invalid email.', [field]);
  }
  return email;
}

/** A phone number the numbering plan allows, stored in E.164 (+14155550123) so it compares and dials anywhere. */
export function optionalPhone(field: string, value: unknown): string | undefined {
  const text = optionalText(field, value, 40);
  if (text === undefined) {
    return undefined;
  }
  const invalid = new ProfilesException(ProfilesErrorCode.InvalidPhone, 'Phone number must be valid.', [field]);
  let parsed: libphonenumber.PhoneNumber;
  try {
    parsed = phoneNumbers.parse(text, DEFAULT_PHONE_REGION);
  } catch {
    throw invalid;
  }
  if (!phoneNumbers.isValidNumber(parsed)) {
    throw invalid;
  }
  return phoneNumbers.format(parsed, libphonenumber.PhoneNumberFormat.E164);
}

/**
 * An https URL without credentials; when `hosts` is given its host must be one of them.
 * Returns the URL as the WHATWG parser normalizes it.
 */
export function optionalHttpsUrl(field: string, value: unknown, hosts?: readonly string[]): string | undefined {
  const text = optionalText(field, value, URL_MAX_LENGTH);
  if (text === undefined) {
    return undefined;
  }
  const invalid = new ProfilesException(ProfilesErrorCode.InvalidUrl, 'Invalid URL.', [field]);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid;
  }
  const acceptedHost = hosts === undefined || hosts.includes(url.hostname);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !acceptedHost) {
    throw invalid;
  }
  return url.href;
}

/** A calendar date written YYYY-MM-DD that exists (no 2023-02-30). */
export function requiredDate(field: string, value: unknown): string {
  const text = requiredText(field, value, 10);
  const match = ISO_DATE_PATTERN.exec(text);
  const [year, month, day] = match ? match.slice(1).map(Number) : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw invalidValue(field, 'Expected a date as YYYY-MM-DD');
  }
  return text;
}

/**
 * Today's calendar date as YYYY-MM-DD, read in UTC: services run on UTC clocks and the profile has no
 * time zone. ISO dates then compare as strings.
 */
export function isoDateOf(today: Date): string {
  return today.toISOString().slice(0, 10);
}

/** An ISO 3166-1 alpha-2 country code, upper-cased (US, CA, GB). */
export function optionalCountry(field: string, value: unknown): string | undefined {
  // Any longer text is reported as not a country code rather than as too long.
  const code = optionalText(field, value, Number.MAX_SAFE_INTEGER)?.toUpperCase();
  if (code !== undefined && !COUNTRY_CODE_PATTERN.test(code)) {
    throw invalidValue(field, 'Expected a two-letter country code');
  }
  return code;
}

export function requiredCountry(field: string, value: unknown): string {
  const code = optionalCountry(field, value);
  if (code === undefined) {
    throw required(field);
  }
  return code;
}

export interface AddressInput {
  careOf?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

export interface AddressData {
  careOf?: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode?: string;
  country: string;
}

/**
 * A postal address, or undefined when every field is blank. US addresses need a state and a ZIP code;
 * `usOnly` (the talent's US mailing address) defaults the country to US and refuses any other.
 */
export function optionalAddress(
  field: string,
  value: unknown,
  options: { usOnly?: boolean } = {},
): AddressData | undefined {
  const input = optionalGroup(field, value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  // The country decides the rules for state and postal code, so read it first; it is reported last, in form order.
  const countryText = typeof input.country === 'string' ? input.country.trim().toUpperCase() : '';
  const isUs = countryText === 'US' || (options.usOnly === true && countryText === '');
  const careOf = optionalText(`${field}.careOf`, input.careOf, ADDRESS_LINE_MAX_LENGTH);
  const line1 = requiredText(`${field}.line1`, input.line1, ADDRESS_LINE_MAX_LENGTH);
  const line2 = optionalText(`${field}.line2`, input.line2, ADDRESS_LINE_MAX_LENGTH);
  const city = requiredText(`${field}.city`, input.city, CITY_MAX_LENGTH);
  const state = isUs
    ? requiredText(`${field}.state`, input.state, STATE_MAX_LENGTH)
    : optionalText(`${field}.state`, input.state, STATE_MAX_LENGTH);
  const postalCode = isUs
    ? requiredText(`${field}.postalCode`, input.postalCode, POSTAL_CODE_MAX_LENGTH)
    : optionalText(`${field}.postalCode`, input.postalCode, POSTAL_CODE_MAX_LENGTH);
  if (isUs && postalCode !== undefined && !US_ZIP_PATTERN.test(postalCode)) {
    throw invalidValue(`${field}.postalCode`, 'Expected a ZIP code (12345 or 12345-6789)');
  }
  const country =
    options.usOnly === true
      ? (optionalCountry(`${field}.country`, input.country) ?? 'US')
      : requiredCountry(`${field}.country`, input.country);
  if (options.usOnly === true && country !== 'US') {
    throw invalidValue(`${field}.country`, 'A US mailing address must be in the US');
  }
  return { careOf, line1, line2, city, state, postalCode, country };
}
