import { fieldRules } from '@callsheet/kernel';
import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';

export { isBlankGroup, isoDateOf, isRecord } from '@callsheet/kernel';

// The kernel's field rules (libs/kernel/src/validation) refusing with the profiles service's codes.
const rules = fieldRules({
  codes: ProfilesErrorCode,
  refuse: (code, message, args) => new ProfilesException(code, message, args),
  wording: { notWholeNumber: (min, max) => `Must be a whole number from ${min} to ${max}` },
});

export const { required, invalidValue, optionalText, requiredText, list, textList } = rules;
export const { optionalGroup, answeredGroup, optionalBoolean, optionalInteger, optionalEmail } = rules;
export const { optionalChoice, choices, requireAtLeastOne } = rules;
export const { optionalHttpsUrl, requiredDate, optionalCountry, requiredCountry } = rules;
