import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';

/*
 * Field-level rules for payments input (the same contract as the productions service's field rules,
 * copied, not imported: services share nothing but contracts). Each takes the path of the field it
 * checks ('items[0].quantity'), which is args[0] of every error except maxLength, whose args are
 * [limit, field]; values arrive as decoded JSON (`unknown`), so a wrong type is a coded error, not a crash.
 */

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function required(field: string): PaymentsException {
  return new PaymentsException(PaymentsErrorCode.Required, 'This is a required field.', [field]);
}

export function invalidValue(field: string, message: string): PaymentsException {
  return new PaymentsException(PaymentsErrorCode.InvalidValue, message, [field]);
}

/** Null, undefined and whitespace-only text all mean "not answered". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
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
    throw new PaymentsException(PaymentsErrorCode.MaxLength, `Max ${maxLength} characters`, [String(maxLength), field]);
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

/** A list of at most maxCount entries; an absent list is empty, anything but an array is a client bug. */
export function boundedList(field: string, value: unknown, maxCount: number): unknown[] {
  if (value === undefined || value === null) {
    return [];
  }
  if (!Array.isArray(value)) {
    throw invalidValue(field, 'Expected a list');
  }
  if (value.length > maxCount) {
    throw invalidValue(field, `Max ${maxCount} entries`);
  }
  return value as unknown[];
}

/** A sub-form as a record; anything else is a client bug. */
export function requiredGroup(field: string, value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) {
    throw required(field);
  }
  if (!isRecord(value)) {
    throw invalidValue(field, 'Expected an object');
  }
  return value;
}

/** A whole number from min to max (money in cents, quantities, basis points); `unit` words the message. */
export function requiredInteger(field: string, value: unknown, min: number, max: number, unit: string): number {
  if (value === undefined || value === null) {
    throw required(field);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidValue(field, `Expected a whole number of ${unit} from ${min} to ${max}`);
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
    throw invalidValue(field, `Expected one of: ${catalogue.join(', ')}`);
  }
  return key;
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
    throw invalidValue(field, 'Expected a date as YYYY-MM-DD');
  }
  return text;
}

/**
 * Today's calendar date as YYYY-MM-DD, read in UTC: services run on UTC clocks. ISO dates then compare
 * as strings.
 */
export function isoDateOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
