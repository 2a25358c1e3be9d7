import { fieldRules } from '@callsheet/kernel';
import { PaymentsErrorCode, PaymentsException } from '../payments.errors.js';

export { isBlank, isoDateOf, isRecord } from '@callsheet/kernel';

// The kernel's field rules (libs/kernel/src/validation) refusing with the payments service's codes.
const rules = fieldRules({
  codes: PaymentsErrorCode,
  refuse: (code, message, args) => new PaymentsException(code, message, args),
});

export const { required, invalidValue, optionalText, requiredText, boundedList } = rules;
export const { optionalGroup, requiredGroup, optionalBoolean, requiredInteger, optionalEmail } = rules;
export const { optionalChoice, optionalDate } = rules;

/**
 * A Stripe object id of one kind, by its prefix (pm_, ba_…): the prefix, then up to 250 letters, digits
 * or underscores, as Stripe makes them. `expected` says what was expected when it is not.
 */
export function requiredStripeId(field: string, value: unknown, prefix: string, expected: string): string {
  if (value === undefined || value === null || value === '') {
    throw required(field);
  }
  if (
    typeof value !== 'string' ||
    !value.startsWith(prefix) ||
    !/^[A-Za-z0-9_]{1,250}$/.test(value.slice(prefix.length))
  ) {
    throw invalidValue(field, expected);
  }
  return value;
}
