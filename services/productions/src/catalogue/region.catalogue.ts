// Subdivision codes (the part of ISO 3166-2 after the country) for the countries whose laws the
// productions rules look up by state: pay transparency and casting-ad licensing. Not translated.

/** The 50 states, the District of Columbia and the inhabited territories. */
// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'AS', 'GU', 'MP', 'PR', 'VI',
] as const;

// prettier-ignore
export const CANADIAN_PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** Countries where a work location's state must be one of these codes, so laws can be matched to it. */
export const SUBDIVISIONS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  US: US_STATES,
  CA: CANADIAN_PROVINCES,
};
