import { invalidValue, optionalText } from '../../common/field-rules.js';

export * from '../../common/field-rules.js';

/*
 * Field-level rules for what a user types about a connected account (persons, bank accounts), on top of
 * the shared ones in ../../common/field-rules.ts (re-exported here). Values
 * come decoded from JSON as `unknown`, so a number where text belongs gets a coded error, not a crash.
 * Every error names the field by its Stripe path (args[0]; for maxLength args are [limit, field]).
 *
 * | rule  | accepts                                                   | why                                        |
 * | ----- | --------------------------------------------------------- | ------------------------------------------ |
 * | text  | trimmed text up to a limit; blank is absent               | spaces alone are not an answer             |
 * | email | something@domain.tld, lower-cased, up to 254 characters   | the sign-up pattern; RFC 5321's path limit |
 * | phone | +country and 8 to 15 digits (E.164), or a 10-digit US/CA  | Stripe wants E.164; US is the default      |
 * |       | number (with or without a leading 1); separators ignored  | region (spec section 9)                    |
 *
 * The service has no phone-number library: the phone rule checks the shape E.164 allows and, for
 * North American numbers, that area code and exchange do not start with 0 or 1.
 */
const PHONE_MAX_LENGTH = 40;

const PHONE_SEPARATORS = /[\s().-]/g;
const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
const NANP_PATTERN = /^[2-9]\d{2}[2-9]\d{6}$/;

/** A phone number in E.164 (+14155550123), or undefined when blank. */
export function optionalPhone(field: string, value: unknown): string | undefined {
  const text = optionalText(field, value, PHONE_MAX_LENGTH);
  if (text === undefined) {
    return undefined;
  }
  const compact = text.replace(PHONE_SEPARATORS, '');
  // Outside North America (+ and a country code other than 1) only E.164's shape can be checked.
  if (compact.startsWith('+') && !compact.startsWith('+1')) {
    if (E164_PATTERN.test(compact)) {
      return compact;
    }
    throw invalidValue(field, 'Phone number must be valid.');
  }
  // +1 and ten digits, or ten digits with or without the trunk prefix 1.
  const national = compact.startsWith('+1') ? compact.slice(2) : compact.replace(/^1(?=\d{10}$)/, '');
  if (!NANP_PATTERN.test(national)) {
    throw invalidValue(field, 'Phone number must be valid.');
  }
  return `+1${national}`;
}
