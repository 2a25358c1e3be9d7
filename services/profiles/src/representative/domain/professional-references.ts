import type { AddressData } from '../../common/address.rules.js';
import { agentJurisdiction } from './agent-licensing.js';
import type { License } from './representative-profile.rules.js';

/*
 * How many professional references a representative gives, by where it does business, as data with
 * its source (spec section 5: "at least two depending on location"; "N/A" defers them). Where a
 * state's law asks an applicant for a talent agency license for that many people vouching for them,
 * every representative doing business there gives as many references; elsewhere, the marketplace's
 * two (spec section 9). Extend the table as the product opens in more places.
 */
export interface ReferenceRule {
  /** ISO 3166-2 code of the place, or `default`. */
  id: string;
  country?: string;
  state?: string;
  place: string;
  minimum: number;
  /** Short citation and what it asks. */
  source: string;
  url?: string;
}

export const DEFAULT_REFERENCE_RULE: ReferenceRule = {
  id: 'default',
  place: 'everywhere else',
  minimum: 2,
  source: 'Marketplace rule (spec sections 5 and 9): at least two professional references, or "N/A" to add them later.',
};

export const PROFESSIONAL_REFERENCE_RULES: readonly ReferenceRule[] = [
  {
    id: 'US-CA',
    country: 'US',
    state: 'CA',
    place: 'California',
    minimum: 2,
    source:
      'California Labor Code §1700.6 (Talent Agencies Act): the license application is accompanied by two affidavits of reputable residents of the city or county of the business, who have known the applicant for two years, that the applicant is of good moral character.',
    url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=LAB&sectionNum=1700.6',
  },
  {
    id: 'US-FL',
    country: 'US',
    state: 'FL',
    place: 'Florida',
    minimum: 5,
    source:
      'Florida Statutes §468.403 (talent agency license requirements): the application is accompanied by affidavits of at least five reputable persons, other than artists, who have known or been associated with the applicant for at least three years, that the applicant is of good moral character.',
    url: 'http://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0400-0499/0468/Sections/0468.403.html',
  },
  {
    id: 'US-MA',
    country: 'US',
    state: 'MA',
    place: 'Massachusetts',
    minimum: 2,
    source:
      'Massachusetts General Laws c. 140 §180C (theatrical booking agents): the license application is accompanied by affidavits of at least two reputable residents of the commonwealth that the applicant is of good moral character.',
    url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleXX/Chapter140/Section180C',
  },
];

/**
 * The rule for a representative: its place of business is the business address when given, else
 * the state that issued its license (as for agent licensing); neither known, the default.
 */
export function referenceRuleFor(
  businessAddress: AddressData | undefined,
  license: License | undefined,
): ReferenceRule {
  const place = agentJurisdiction(businessAddress, license);
  const rule =
    place &&
    PROFESSIONAL_REFERENCE_RULES.find(
      (candidate) => candidate.country === place.country && candidate.state === place.state,
    );
  return rule ?? DEFAULT_REFERENCE_RULE;
}

/** Whether enough references were given where the representative does business, not deferred with "N/A". */
export function referencesProvided(profile: {
  businessAddress?: AddressData;
  license?: License;
  references: readonly unknown[];
  referencesNotApplicable: boolean;
}): boolean {
  return (
    !profile.referencesNotApplicable &&
    profile.references.length >= referenceRuleFor(profile.businessAddress, profile.license).minimum
  );
}
