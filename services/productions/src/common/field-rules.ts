import { SUBDIVISIONS_BY_COUNTRY } from '../catalogue/region.catalogue.js';
import { ProductionsErrorCode, ProductionsException } from '../productions.errors.js';

/*
 * Field-level rules shared by productions, projects and jobs (copied from the profiles service's rules,
 * not imported: services share nothing but contracts). Each takes the dotted path of the field it
 * checks (args[0] of every error, except maxLength whose args are [limit, field]) and the raw value as
 * decoded from JSON (`unknown`, so a number where text belongs gets a coded error rather than a crash).
 *
 * | limit                 | value          | used for                                       |
 * | --------------------- | -------------- | ---------------------------------------------- |
 * | URL_MAX_LENGTH        | 2048           | websites                                       |
 * | CITY_MAX_LENGTH       | 60             | city of a place                                |
 * | STATE_MAX_LENGTH      | 60             | state, province or region outside US and CA    |
 * | MONEY_MAX_MINOR_UNITS | 10,000,000,000 | any amount, in cents (USD 100 million)         |
 */
export const URL_MAX_LENGTH = 2048;
export const CITY_MAX_LENGTH = 60;
export const STATE_MAX_LENGTH = 60;
export const MONEY_MAX_MINOR_UNITS = 10_000_000_000;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
const DAY_IN_MS = 86_400_000;

export function required(field: string): ProductionsException {
  return new ProductionsException(ProductionsErrorCode.Required, 'This is a required field.', [field]);
}

export function invalidValue(field: string, message: string): ProductionsException {
  return new ProductionsException(ProductionsErrorCode.InvalidValue, message, [field]);
}

export function invalidChoice(field: string, value: unknown, message?: string): ProductionsException {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return new ProductionsException(ProductionsErrorCode.InvalidChoice, message ?? `"${shown}" is not a valid choice`, [
    field,
    shown,
  ]);
}

export function invalidDate(field: string, message: string): ProductionsException {
  return new ProductionsException(ProductionsErrorCode.InvalidDate, message, [field]);
}

export function invalidRange(range: string, message: string): ProductionsException {
  return new ProductionsException(ProductionsErrorCode.InvalidRange, message, [range]);
}

/** Null, undefined and whitespace-only text all mean "not answered". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Every field of a sub-form left blank: the whole group (company, place, ...) was not answered. */
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
    throw new ProductionsException(ProductionsErrorCode.MaxLength, `Max ${maxLength} characters`, [
      String(maxLength),
      field,
    ]);
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

/** A list of at most maxCount entries. */
export function boundedList(field: string, value: unknown, maxCount: number): unknown[] {
  const entries = list(field, value);
  if (entries.length > maxCount) {
    throw invalidValue(field, `Max ${maxCount} entries`);
  }
  return entries;
}

/** An unanswered yes/no question is a no. */
export function optionalBoolean(field: string, value: unknown): boolean {
  if (value === undefined || value === null) {
    return false;
  }
  if (typeof value !== 'boolean') {
    throw invalidValue(field, 'Expected true or false');
  }
  return value;
}

export function requiredBoolean(field: string, value: unknown): boolean {
  if (value === undefined || value === null) {
    throw required(field);
  }
  return optionalBoolean(field, value);
}

/** A sub-form as a record, or undefined when absent. */
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

/**
 * An amount of money in minor units (cents of USD): a whole number from 1 to MONEY_MAX_MINOR_UNITS,
 * or undefined when blank. Fractions of a cent and zero or negative amounts are refused.
 */
export function optionalMoney(field: string, value: unknown): number | undefined {
  if (isBlank(value)) {
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MONEY_MAX_MINOR_UNITS) {
    throw invalidValue(field, `Expected a whole number of cents from 1 to ${MONEY_MAX_MINOR_UNITS}`);
  }
  return value;
}

/**
 * An https URL without credentials, as the WHATWG parser normalizes it.
 */
export function optionalHttpsUrl(field: string, value: unknown): string | undefined {
  const text = optionalText(field, value, URL_MAX_LENGTH);
  if (text === undefined) {
    return undefined;
  }
  const invalid = new ProductionsException(ProductionsErrorCode.InvalidUrl, 'Invalid URL.', [field]);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    throw invalid;
  }
  return url.href;
}

/** A calendar date written YYYY-MM-DD that exists (no 2023-02-30), or undefined when blank. */
export function optionalDate(field: string, value: unknown): string | undefined {
  // Any longer text is reported as not a date rather than as too long.
  const text = optionalText(field, value, Number.MAX_SAFE_INTEGER);
  if (text === undefined) {
    return undefined;
  }
  const match = ISO_DATE_PATTERN.exec(text);
  const [year, month, day] = match ? match.slice(1).map(Number) : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw invalidDate(field, 'Expected a date as YYYY-MM-DD');
  }
  return text;
}

export function requiredDate(field: string, value: unknown): string {
  const date = optionalDate(field, value);
  if (date === undefined) {
    throw required(field);
  }
  return date;
}

/**
 * Today's calendar date as YYYY-MM-DD, read in UTC: services run on UTC clocks and listings carry no
 * time zone. ISO dates then compare as strings.
 */
export function isoDateOf(today: Date): string {
  return today.toISOString().slice(0, 10);
}

/** The ISO date `days` days after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_IN_MS).toISOString().slice(0, 10);
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

export interface PlaceInput {
  city?: string;
  state?: string;
  country?: string;
}

/**
 * Where work happens, precise enough to match laws by state: in the US and Canada the state is its
 * subdivision code (CA, NY, ON), elsewhere free text.
 */
export interface PlaceData {
  city?: string;
  state?: string;
  country: string;
}

/**
 * A place, or undefined when every field is blank. The country is required; in countries of
 * SUBDIVISIONS_BY_COUNTRY the state is too, as one of their codes (any case). `cityRequired` for a
 * place where the work is done in person.
 */
export function optionalPlace(
  field: string,
  value: unknown,
  options: { cityRequired?: boolean } = {},
): PlaceData | undefined {
  const input = optionalGroup(field, value);
  if (input === undefined || isBlankGroup(input)) {
    return undefined;
  }
  // The country decides the rules for the state, so read it first; it is reported last, in form order.
  const countryText = typeof input.country === 'string' ? input.country.trim().toUpperCase() : '';
  const subdivisions = SUBDIVISIONS_BY_COUNTRY[countryText];
  const city =
    options.cityRequired === true
      ? requiredText(`${field}.city`, input.city, CITY_MAX_LENGTH)
      : optionalText(`${field}.city`, input.city, CITY_MAX_LENGTH);
  const state = subdivisions
    ? requiredSubdivision(`${field}.state`, input.state, subdivisions)
    : optionalText(`${field}.state`, input.state, STATE_MAX_LENGTH);
  const country = requiredCountry(`${field}.country`, input.country);
  return { city, state, country };
}

function requiredSubdivision(field: string, value: unknown, subdivisions: readonly string[]): string {
  const code = requiredText(field, value, STATE_MAX_LENGTH).toUpperCase();
  if (!subdivisions.includes(code)) {
    throw invalidChoice(field, value);
  }
  return code;
}
