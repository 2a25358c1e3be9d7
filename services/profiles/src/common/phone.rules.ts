import libphonenumber from 'google-libphonenumber';
import { ProfilesErrorCode, ProfilesException } from '../profiles.errors.js';
import { optionalText } from './field-rules.js';

/** Phone numbers without a leading + are read as North American, the marketplace's home market. */
export const DEFAULT_PHONE_REGION = 'US';

const PHONE_MAX_LENGTH = 40;
const phoneNumbers = libphonenumber.PhoneNumberUtil.getInstance();

/** A phone number the numbering plan allows, stored in E.164 (+14155550123) so it compares and dials anywhere. */
export function optionalPhone(field: string, value: unknown): string | undefined {
  const text = optionalText(field, value, PHONE_MAX_LENGTH);
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
