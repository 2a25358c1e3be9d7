/**
 * The checks a search form makes before it sends anything (spec section 5: the message on the field,
 * before the server refuses): the same bounds the services apply, worded as message keys.
 */

/** A message key of search.validation and its arguments. */
export interface FieldError {
  message: string;
  args?: Record<string, string | number>;
}

export type FieldErrors = Record<string, FieldError>;

const V = 'search.validation';

/** A number typed in a field: undefined when blank, NaN when not a number. */
export function typedNumber(value: string): number | undefined {
  const text = value.trim();
  return text === '' ? undefined : Number(text);
}

/** Refuses text longer than the service takes. */
export function checkLength(errors: FieldErrors, field: string, value: string, max: number): void {
  if (value.trim().length > max) {
    errors[field] = { message: `${V}.maxLength`, args: { max } };
  }
}

/** Refuses a number outside [min, max], or with decimals when a whole number is expected. */
export function checkNumber(
  errors: FieldErrors,
  field: string,
  value: string,
  bounds: { min: number; max: number; whole?: boolean },
): number | undefined {
  const number = typedNumber(value);
  if (number === undefined) {
    return undefined;
  }
  const whole = bounds.whole === true;
  if (!Number.isFinite(number) || number < bounds.min || number > bounds.max || (whole && !Number.isInteger(number))) {
    errors[field] = { message: `${V}.${whole ? 'wholeNumber' : 'number'}`, args: { min: bounds.min, max: bounds.max } };
    return undefined;
  }
  return number;
}

/** A min–max pair: each checked, then the order; the order's message goes on the "to" field. */
export function checkRange(
  errors: FieldErrors,
  fields: { min: string; max: string },
  values: { min: string; max: string },
  bounds: { min: number; max: number; whole?: boolean },
): { min?: number; max?: number } {
  const min = checkNumber(errors, fields.min, values.min, bounds);
  const max = checkNumber(errors, fields.max, values.max, bounds);
  if (min !== undefined && max !== undefined && min > max) {
    errors[fields.max] = { message: `${V}.minAboveMax` };
  }
  return { min, max };
}

/** An ISO 3166-1 alpha-2 code, as the country list gives it (an address may carry anything). */
export function checkCountry(errors: FieldErrors, field: string, value: string): void {
  if (value.trim() !== '' && !/^[A-Za-z]{2}$/.test(value.trim())) {
    errors[field] = { message: `${V}.country` };
  }
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day, YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Dollars typed in a field as whole cents (the API's unit); undefined when blank or not an amount. */
export function checkDollars(errors: FieldErrors, field: string, value: string): number | undefined {
  const number = typedNumber(value);
  if (number === undefined) {
    return undefined;
  }
  const cents = Math.round(number * 100);
  if (
    !Number.isFinite(number) ||
    number < 0 ||
    Math.abs(cents - number * 100) > 1e-6 ||
    cents > Number.MAX_SAFE_INTEGER
  ) {
    errors[field] = { message: `${V}.dollars` };
    return undefined;
  }
  return cents;
}
