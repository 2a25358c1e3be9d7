import { SUBDIVISIONS_BY_COUNTRY } from '../catalogue/region.catalogue.js';
import { answeredGroup, invalidChoice, optionalText, requiredCountry, requiredText } from './field-rules.js';

/*
 * Where projects and jobs take place.
 *
 * | limit            | value | used for                                    |
 * | ---------------- | ----- | ------------------------------------------- |
 * | CITY_MAX_LENGTH  | 60    | city of a place                             |
 * | STATE_MAX_LENGTH | 60    | state, province or region outside US and CA |
 */
export const CITY_MAX_LENGTH = 60;
export const STATE_MAX_LENGTH = 60;

export interface PlaceInput {
  city?: string;
  state?: string;
  country?: string;
}

/**
 * Where work happens, precise enough to match laws by state: in the US and Canada the state is its
 * subdivision code (CA, NY, ON), elsewhere free text.
 */
export interface PlaceData {
  city?: string;
  state?: string;
  country: string;
}

/**
 * A place, or undefined when every field is blank. The country is required; in countries of
 * SUBDIVISIONS_BY_COUNTRY the state is too, as one of their codes (any case). `cityRequired` for a
 * place where the work is done in person.
 */
export function optionalPlace(
  field: string,
  value: unknown,
  options: { cityRequired?: boolean } = {},
): PlaceData | undefined {
  const input = answeredGroup(field, value);
  if (input === undefined) {
    return undefined;
  }
  // The country decides the rules for the state, so read it first; it is reported last, in form order.
  const countryText = typeof input.country === 'string' ? input.country.trim().toUpperCase() : '';
  const subdivisions = SUBDIVISIONS_BY_COUNTRY[countryText];
  const city =
    options.cityRequired === true
      ? requiredText(`${field}.city`, input.city, CITY_MAX_LENGTH)
      : optionalText(`${field}.city`, input.city, CITY_MAX_LENGTH);
  const state = subdivisions
    ? requiredSubdivision(`${field}.state`, input.state, subdivisions)
    : optionalText(`${field}.state`, input.state, STATE_MAX_LENGTH);
  const country = requiredCountry(`${field}.country`, input.country);
  return { city, state, country };
}

function requiredSubdivision(field: string, value: unknown, subdivisions: readonly string[]): string {
  const code = requiredText(field, value, STATE_MAX_LENGTH).toUpperCase();
  if (!subdivisions.includes(code)) {
    throw invalidChoice(field, value);
  }
  return code;
}
