import { isUuid } from '../ids/uuid7.js';
import { isBlank, isBlankGroup, isRecord } from './field-values.js';

/*
 * Field-level rules for input decoded from JSON or protobuf, one set for every service, bound to the
 * service's own error codes and exception by `fieldRules`. Each rule takes the dotted path of the field
 * it checks, which is args[0] of every refusal (maxLength: [limit, field]; invalidChoice: [field,
 * value]), and the raw value as `unknown`, so a number where text belongs is a coded refusal rather
 * than a crash.
 *
 * | limit            | value | used for                            |
 * | ---------------- | ----- | ----------------------------------- |
 * | EMAIL_MAX_LENGTH | 254   | every email (RFC 5321 forward path) |
 * | URL_MAX_LENGTH   | 2048  | websites and links                  |
 */
export const EMAIL_MAX_LENGTH = 254;
export const URL_MAX_LENGTH = 2048;

// A pragmatic address pattern (as at sign-up): something@domain.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;

/**
 * The codes the rules refuse with, named as in every service's error-code enum, so a service passes
 * its enum itself. A service without one of the optional codes answers invalidValue in its place.
 */
export interface FieldRuleCodes<Code extends string> {
  Required: Code;
  MaxLength: Code;
  InvalidValue: Code;
  InvalidChoice?: Code;
  InvalidEmail?: Code;
  InvalidUrl?: Code;
  InvalidDate?: Code;
  InvalidRange?: Code;
  AtLeastOneSelected?: Code;
}

/** The messages a service may word its own way (connections names the field in each). */
export interface FieldRuleWording {
  notText(field: string): string;
  notHttpsUrl(field: string): string;
  notAnId(field: string): string;
  notWholeNumber(min: number, max: number, unit?: string): string;
}

const DEFAULT_WORDING: FieldRuleWording = {
  notText: () => 'Expected text',
  notHttpsUrl: () => 'Invalid URL.',
  notAnId: () => 'Expected an id',
  notWholeNumber: (min, max, unit) =>
    unit === undefined
      ? `Expected a whole number from ${min} to ${max}`
      : `Expected a whole number of ${unit} from ${min} to ${max}`,
};

export interface FieldRuleOptions<Code extends string, Refusal extends Error> {
  codes: FieldRuleCodes<Code>;
  /** The service's exception for a code, message and args, e.g. `new ProfilesException(code, message, args)`. */
  refuse: (code: Code, message: string, args: string[]) => Refusal;
  wording?: Partial<FieldRuleWording>;
}

/** The hosts a link may name: a list of host names, or a test of the host name. */
export type AcceptedHosts = readonly string[] | ((hostname: string) => boolean);

/**
 * The rules bound to one service, e.g. in its `common/field-rules.ts`:
 * `fieldRules({ codes: ProfilesErrorCode, refuse: (code, message, args) => new ProfilesException(code, message, args) })`.
 * The rules are plain functions, so a service may export them destructured.
 */
export function fieldRules<Code extends string, Refusal extends Error>({
  codes,
  refuse,
  wording,
}: FieldRuleOptions<Code, Refusal>) {
  const words: FieldRuleWording = { ...DEFAULT_WORDING, ...wording };

  function required(field: string): Refusal {
    return refuse(codes.Required, 'This is a required field.', [field]);
  }

  function invalidValue(field: string, message: string): Refusal {
    return refuse(codes.InvalidValue, message, [field]);
  }

  function invalidChoice(field: string, value: unknown, message?: string): Refusal {
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    return refuse(codes.InvalidChoice ?? codes.InvalidValue, message ?? `"${shown}" is not a valid choice`, [
      field,
      shown,
    ]);
  }

  function invalidDate(field: string, message: string): Refusal {
    return refuse(codes.InvalidDate ?? codes.InvalidValue, message, [field]);
  }

  /** A range whose lower bound is above its upper bound; args[0] names the range. */
  function invalidRange(range: string, message: string): Refusal {
    return refuse(codes.InvalidRange ?? codes.InvalidValue, message, [range]);
  }

  // Without an invalidChoice code (whose args carry the value) the message lists what is accepted.
  function notInCatalogue(field: string, value: unknown, catalogue: readonly string[]): Refusal {
    return codes.InvalidChoice === undefined
      ? invalidValue(field, `Expected one of: ${catalogue.join(', ')}`)
      : invalidChoice(field, value);
  }

  /** Trimmed text, or undefined when blank. */
  function optionalText(field: string, value: unknown, maxLength: number): string | undefined {
    if (value === undefined || value === null) {
      return undefined;
    }
    if (typeof value !== 'string') {
      throw invalidValue(field, words.notText(field));
    }
    const text = value.trim();
    if (text.length > maxLength) {
      throw refuse(codes.MaxLength, `Max ${maxLength} characters`, [String(maxLength), field]);
    }
    return text === '' ? undefined : text;
  }

  function requiredText(field: string, value: unknown, maxLength: number): string {
    const text = optionalText(field, value, maxLength);
    if (text === undefined) {
      throw required(field);
    }
    return text;
  }

  /** An absent list is empty; anything but an array is a client bug. */
  function list(field: string, value: unknown): unknown[] {
    if (value === undefined || value === null) {
      return [];
    }
    if (!Array.isArray(value)) {
      throw invalidValue(field, 'Expected a list');
    }
    return value as unknown[];
  }

  /** A list of at most maxCount entries. */
  function boundedList(field: string, value: unknown, maxCount: number): unknown[] {
    const entries = list(field, value);
    if (entries.length > maxCount) {
      throw invalidValue(field, `Max ${maxCount} entries`);
    }
    return entries;
  }

  /** A list of free texts: blanks dropped, each entry checked as `field.index`, at most maxCount left. */
  function textList(field: string, value: unknown, maxLength: number, maxCount: number): string[] {
    const texts = list(field, value).flatMap(
      (entry, index) => optionalText(`${field}.${index}`, entry, maxLength) ?? [],
    );
    if (texts.length > maxCount) {
      throw invalidValue(field, `Max ${maxCount} entries`);
    }
    return texts;
  }

  /** An unanswered yes/no question is a no. */
  function optionalBoolean(field: string, value: unknown): boolean {
    if (value === undefined || value === null) {
      return false;
    }
    if (typeof value !== 'boolean') {
      throw invalidValue(field, 'Expected true or false');
    }
    return value;
  }

  function requiredBoolean(field: string, value: unknown): boolean {
    if (value === undefined || value === null) {
      throw required(field);
    }
    return optionalBoolean(field, value);
  }

  /** A sub-form (address, company, ...) as a record, or undefined when absent. */
  function optionalGroup(field: string, value: unknown): Record<string, unknown> | undefined {
    if (value === undefined || value === null) {
      return undefined;
    }
    if (!isRecord(value)) {
      throw invalidValue(field, 'Expected an object');
    }
    return value;
  }

  /** A sub-form with at least one field answered, or undefined: a group left all blank was skipped. */
  function answeredGroup(field: string, value: unknown): Record<string, unknown> | undefined {
    const group = optionalGroup(field, value);
    return group === undefined || isBlankGroup(group) ? undefined : group;
  }

  function requiredGroup(field: string, value: unknown): Record<string, unknown> {
    const group = optionalGroup(field, value);
    if (group === undefined) {
      throw required(field);
    }
    return group;
  }

  function optionalChoice<Key extends string>(
    field: string,
    value: unknown,
    catalogue: readonly Key[],
  ): Key | undefined {
    if (isBlank(value)) {
      return undefined;
    }
    const key = catalogue.find((candidate) => candidate === value);
    if (key === undefined) {
      throw notInCatalogue(field, value, catalogue);
    }
    return key;
  }

  function requiredChoice<Key extends string>(field: string, value: unknown, catalogue: readonly Key[]): Key {
    const key = optionalChoice(field, value, catalogue);
    if (key === undefined) {
      throw required(field);
    }
    return key;
  }

  /** Catalogue keys picked from a list, each once, in the order given. */
  function choices<Key extends string>(field: string, value: unknown, catalogue: readonly Key[]): Key[] {
    const keys = list(field, value).map((entry) => {
      const key = catalogue.find((candidate) => candidate === entry);
      if (key === undefined) {
        throw notInCatalogue(field, entry, catalogue);
      }
      return key;
    });
    return [...new Set(keys)];
  }

  /** listName is singular (bodyType, union, ...): the message reads "At least one union selected". */
  function requireAtLeastOne(listName: string, keys: readonly string[]): void {
    if (keys.length === 0) {
      throw refuse(codes.AtLeastOneSelected ?? codes.InvalidValue, `At least one ${listName} selected`, [listName]);
    }
  }

  function wholeNumber(field: string, value: unknown, min: number, max: number, unit?: string): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw invalidValue(field, words.notWholeNumber(min, max, unit));
    }
    return value;
  }

  /** A whole number from min to max, or undefined when blank; `unit` (cents, units, ...) words the message. */
  function optionalInteger(field: string, value: unknown, min: number, max: number, unit?: string): number | undefined {
    return isBlank(value) ? undefined : wholeNumber(field, value, min, max, unit);
  }

  /** A whole number from min to max; text, even blank, is not a number. */
  function requiredInteger(field: string, value: unknown, min: number, max: number, unit?: string): number {
    if (value === undefined || value === null) {
      throw required(field);
    }
    return wholeNumber(field, value, min, max, unit);
  }

  /** Lower-cased, as addresses are compared. */
  function optionalEmail(field: string, value: unknown): string | undefined {
    const email = optionalText(field, value, EMAIL_MAX_LENGTH)?.toLowerCase();
    if (email !== undefined && !EMAIL_PATTERN.test(email)) {
      throw refuse(codes.InvalidEmail ?? codes.InvalidValue, 'Invalid email.', [field]);
    }
    return email;
  }

  /**
   * An https URL without credentials, as the WHATWG parser normalizes it; when `hosts` is given its
   * host must be accepted by it.
   */
  function optionalHttpsUrl(field: string, value: unknown, hosts?: AcceptedHosts): string | undefined {
    const text = optionalText(field, value, URL_MAX_LENGTH);
    if (text === undefined) {
      return undefined;
    }
    const invalid = refuse(codes.InvalidUrl ?? codes.InvalidValue, words.notHttpsUrl(field), [field]);
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw invalid;
    }
    const acceptedHost =
      hosts === undefined || (typeof hosts === 'function' ? hosts(url.hostname) : hosts.includes(url.hostname));
    if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || !acceptedHost) {
      throw invalid;
    }
    return url.href;
  }

  /** A calendar date written YYYY-MM-DD that exists (no 2023-02-30), or undefined when blank. */
  function optionalDate(field: string, value: unknown): string | undefined {
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

  function requiredDate(field: string, value: unknown): string {
    const date = optionalDate(field, value);
    if (date === undefined) {
      throw required(field);
    }
    return date;
  }

  /** An ISO 3166-1 alpha-2 country code, upper-cased (US, CA, GB). */
  function optionalCountry(field: string, value: unknown): string | undefined {
    // Any longer text is reported as not a country code rather than as too long.
    const code = optionalText(field, value, Number.MAX_SAFE_INTEGER)?.toUpperCase();
    if (code !== undefined && !COUNTRY_CODE_PATTERN.test(code)) {
      throw invalidValue(field, 'Expected a two-letter country code');
    }
    return code;
  }

  function requiredCountry(field: string, value: unknown): string {
    const code = optionalCountry(field, value);
    if (code === undefined) {
      throw required(field);
    }
    return code;
  }

  /** The id of a record: a UUID, lower-cased. */
  function requiredId(field: string, value: unknown): string {
    if (isBlank(value)) {
      throw required(field);
    }
    if (typeof value !== 'string' || !isUuid(value.trim())) {
      throw invalidValue(field, words.notAnId(field));
    }
    return value.trim().toLowerCase();
  }

  function optionalId(field: string, value: unknown): string | undefined {
    return isBlank(value) ? undefined : requiredId(field, value);
  }

  return {
    required,
    invalidValue,
    invalidChoice,
    invalidDate,
    invalidRange,
    optionalText,
    requiredText,
    list,
    boundedList,
    textList,
    optionalBoolean,
    requiredBoolean,
    optionalGroup,
    answeredGroup,
    requiredGroup,
    optionalChoice,
    requiredChoice,
    choices,
    requireAtLeastOne,
    optionalInteger,
    requiredInteger,
    optionalEmail,
    optionalHttpsUrl,
    optionalDate,
    requiredDate,
    optionalCountry,
    requiredCountry,
    requiredId,
    optionalId,
  };
}
