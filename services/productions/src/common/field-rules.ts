import { fieldRules } from '@callsheet/kernel';
import { ProductionsErrorCode, ProductionsException } from '../productions.errors.js';

export { addDays, isBlank, isBlankGroup, isoDateOf } from '@callsheet/kernel';

// The kernel's field rules (libs/kernel/src/validation) refusing with the productions service's codes.
const rules = fieldRules({
  codes: ProductionsErrorCode,
  refuse: (code, message, args) => new ProductionsException(code, message, args),
});

export const { required, invalidValue, invalidChoice, invalidDate, invalidRange } = rules;
export const { optionalText, requiredText, boundedList, optionalGroup, answeredGroup } = rules;
export const { optionalBoolean, requiredBoolean, optionalChoice, requiredChoice, choices } = rules;
export const { optionalHttpsUrl, optionalDate, requiredDate, optionalCountry, requiredCountry } = rules;

/** Any amount, in cents of USD: at most USD 100 million. */
export const MONEY_MAX_MINOR_UNITS = 10_000_000_000;

/** An amount of money in cents, or undefined when blank: fractions of a cent, zero and less are refused. */
export function optionalMoney(field: string, value: unknown): number | undefined {
  return rules.optionalInteger(field, value, 1, MONEY_MAX_MINOR_UNITS, 'cents');
}
