/*
 * The Legal account fields checked on the field before sending, with the payments service's rules
 * (services/payments/src/account/domain/account-update.ts, account-field-rules.ts and persons.ts; the
 * unit test holds the patterns equal):
 *
 * | field                             | rule                                                        |
 * | --------------------------------- | ----------------------------------------------------------- |
 * | business_profile.mcc              | 4 digits                                                    |
 * | business_profile.url              | http(s) address                                             |
 * | company.tax_id                    | the EIN: 9 digits (separators dropped)                      |
 * | phone                             | E.164 outside North America; else +1 and a NANP number      |
 * |                                   | (area and exchange codes start 2-9), separators dropped     |
 * | address.state                     | a USPS code                                                 |
 * | address.postal_code               | a ZIP: 12345 or 12345-6789                                  |
 */
export const MCC_PATTERN = /^\d{4}$/;
export const EIN_PATTERN = /^\d{9}$/;
export const PHONE_SEPARATORS = /[\s().-]/g;
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;
export const NANP_PATTERN = /^[2-9]\d{2}[2-9]\d{6}$/;
export const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

// prettier-ignore
export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
  'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'AS', 'GU', 'MP',
  'PR', 'VI',
] as const;

type Problem = string | undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const mccProblem = (value: unknown): Problem =>
  text(value) !== '' && !MCC_PATTERN.test(text(value)) ? 'resources.account.legal.mccInvalid' : undefined;

export function urlProblem(value: unknown): Problem {
  const given = text(value);
  if (given === '') {
    return undefined;
  }
  try {
    const url = new URL(given);
    return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : 'resources.account.legal.urlInvalid';
  } catch {
    return 'resources.account.legal.urlInvalid';
  }
}

export const einProblem = (value: unknown): Problem =>
  text(value) !== '' && !EIN_PATTERN.test(text(value).replace(/[\s-]/g, ''))
    ? 'resources.account.legal.taxIdInvalid'
    : undefined;

/** A phone as the payments service keeps it (+15550100199), or undefined when it is not valid. */
export function normalizedPhone(value: unknown): string | undefined {
  const compact = text(value).replace(PHONE_SEPARATORS, '');
  if (compact.startsWith('+') && !compact.startsWith('+1')) {
    return E164_PATTERN.test(compact) ? compact : undefined;
  }
  const national = compact.startsWith('+1') ? compact.slice(2) : compact.replace(/^1(?=\d{10}$)/, '');
  return NANP_PATTERN.test(national) ? `+1${national}` : undefined;
}

export const phoneProblem = (value: unknown): Problem =>
  text(value) !== '' && normalizedPhone(value) === undefined ? 'resources.account.legal.phoneInvalid' : undefined;

export const stateProblem = (value: unknown): Problem =>
  text(value) !== '' && !(US_STATE_CODES as readonly string[]).includes(text(value).toUpperCase())
    ? 'resources.account.legal.stateInvalid'
    : undefined;

export const zipProblem = (value: unknown): Problem =>
  text(value) !== '' && !US_ZIP_PATTERN.test(text(value)) ? 'resources.account.legal.zipInvalid' : undefined;

export interface AddressInput {
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
}

/** A US address in Stripe's names, or undefined when left blank (a partial one is sent for the server to name). */
export function stripeAddress(address: AddressInput | undefined): Record<string, string> | undefined {
  const fields = {
    line1: text(address?.line1),
    line2: text(address?.line2),
    city: text(address?.city),
    state: text(address?.state).toUpperCase(),
    postal_code: text(address?.postal_code),
  };
  if (Object.values(fields).every((value) => value === '')) {
    return undefined;
  }
  return Object.fromEntries(Object.entries({ ...fields, country: 'US' }).filter(([, value]) => value !== ''));
}

/** The fields of an object that are not blank (undefined, null, ''), so a PATCH sends only what was given. */
export function given<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}
