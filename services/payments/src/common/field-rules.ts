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
