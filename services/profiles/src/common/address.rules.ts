import {
  answeredGroup,
  invalidValue,
  optionalCountry,
  optionalText,
  requiredCountry,
  requiredText,
} from './field-rules.js';

/*
 * Postal addresses on talent and representative profiles.
 *
 * | limit                   | value | used for                  |
 * | ----------------------- | ----- | ------------------------- |
 * | ADDRESS_LINE_MAX_LENGTH | 100   | careOf, line1, line2      |
 * | CITY_MAX_LENGTH         | 60    | city                      |
 * | STATE_MAX_LENGTH        | 60    | state, province or region |
 * | POSTAL_CODE_MAX_LENGTH  | 12    | postal code               |
 */
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
export const STATE_MAX_LENGTH = 60;
export const POSTAL_CODE_MAX_LENGTH = 12;

const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export interface AddressInput {
  careOf?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

export interface AddressData {
  careOf?: string;
  line1: string;
  line2?: string;
  city: string;
  state?: string;
  postalCode?: string;
  country: string;
}

/**
 * A postal address, or undefined when every field is blank. US addresses need a state and a ZIP code;
 * `usOnly` (the talent's US mailing address) defaults the country to US and refuses any other.
 */
export function optionalAddress(
  field: string,
  value: unknown,
  options: { usOnly?: boolean } = {},
): AddressData | undefined {
  const input = answeredGroup(field, value);
  if (input === undefined) {
    return undefined;
  }
  // The country decides the rules for state and postal code, so read it first; it is reported last, in form order.
  const countryText = typeof input.country === 'string' ? input.country.trim().toUpperCase() : '';
  const isUs = countryText === 'US' || (options.usOnly === true && countryText === '');
  const careOf = optionalText(`${field}.careOf`, input.careOf, ADDRESS_LINE_MAX_LENGTH);
  const line1 = requiredText(`${field}.line1`, input.line1, ADDRESS_LINE_MAX_LENGTH);
  const line2 = optionalText(`${field}.line2`, input.line2, ADDRESS_LINE_MAX_LENGTH);
  const city = requiredText(`${field}.city`, input.city, CITY_MAX_LENGTH);
  const state = isUs
    ? requiredText(`${field}.state`, input.state, STATE_MAX_LENGTH)
    : optionalText(`${field}.state`, input.state, STATE_MAX_LENGTH);
  const postalCode = isUs
    ? requiredText(`${field}.postalCode`, input.postalCode, POSTAL_CODE_MAX_LENGTH)
    : optionalText(`${field}.postalCode`, input.postalCode, POSTAL_CODE_MAX_LENGTH);
  if (isUs && postalCode !== undefined && !US_ZIP_PATTERN.test(postalCode)) {
    throw invalidValue(`${field}.postalCode`, 'Expected a ZIP code (12345 or 12345-6789)');
  }
  const country =
    options.usOnly === true
      ? (optionalCountry(`${field}.country`, input.country) ?? 'US')
      : requiredCountry(`${field}.country`, input.country);
  if (options.usOnly === true && country !== 'US') {
    throw invalidValue(`${field}.country`, 'A US mailing address must be in the US');
  }
  return { careOf, line1, line2, city, state, postalCode, country };
}
