/*
 * Where a representative does business decides two rules of the profiles service, shown on the form
 * before it refuses (spec section 5; services/profiles representative/domain/agent-licensing.ts and
 * professional-references.ts, which licensing.test.ts holds these tables equal to):
 *
 * - a talent agent doing business where agents are licensed shows the license: its number and the
 *   country and state that issued it (licenseRequired);
 * - as many complete professional references as the place asks, unless "N/A" defers them
 *   (referencesRequired).
 *
 * The place is the business address when the profile gives one (it differs from the account's), else
 * the state that issued the license.
 */

import { catalogueLocale } from '../../i18n/locales';

/** A place as the service compares it: ISO country code and state code, upper-cased. */
export interface Place {
  country: string;
  state: string;
}

/** An id per place (`US-CA`): the key of its name and law in the messages (licensing.places.<id>). */
export type PlaceId = `${string}-${string}`;

export interface LicensingJurisdiction extends Place {
  id: PlaceId;
}

/** Where the law requires talent agents to hold a license (California Labor Code §1700.5, New York GBL §172). */
export const AGENT_LICENSING_JURISDICTIONS: readonly LicensingJurisdiction[] = [
  { id: 'US-CA', country: 'US', state: 'CA' },
  { id: 'US-NY', country: 'US', state: 'NY' },
];

export interface ReferenceRule {
  id: PlaceId | 'default';
  country?: string;
  state?: string;
  minimum: number;
}

/** The marketplace's two references (spec sections 5 and 9) where no state's law asks for more. */
export const DEFAULT_REFERENCE_RULE: ReferenceRule = { id: 'default', minimum: 2 };

/** States whose talent-agency license asks that many people to vouch for the applicant. */
export const PROFESSIONAL_REFERENCE_RULES: readonly ReferenceRule[] = [
  { id: 'US-CA', country: 'US', state: 'CA', minimum: 2 },
  { id: 'US-FL', country: 'US', state: 'FL', minimum: 5 },
  { id: 'US-MA', country: 'US', state: 'MA', minimum: 2 },
];

/** The form's parts the place is read from. */
export interface PlaceSource {
  businessAddressDiffers?: boolean | null;
  businessAddress?: { country?: string | null; state?: string | null } | null;
  license?: { country?: string | null; state?: string | null } | null;
}

function given(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Where the representative does business: the business address when it differs from the account's
 * (the service keeps no business address otherwise), else the license; each part falls back on its own,
 * as the service's agentJurisdiction does. Undefined when neither names a country and a state.
 */
export function businessPlace(values: PlaceSource): Place | undefined {
  const address = values.businessAddressDiffers ? values.businessAddress : undefined;
  const country = given(address?.country) ?? given(values.license?.country);
  const state = given(address?.state) ?? given(values.license?.state);
  return country && state ? { country: country.toUpperCase(), state: state.toUpperCase() } : undefined;
}

function samePlace(place: Place | undefined, rule: { country?: string; state?: string }): boolean {
  return place !== undefined && rule.country === place.country && rule.state === place.state;
}

/** The jurisdiction whose law makes this profile show a license, or undefined when none does. */
export function licenseJurisdiction(
  values: PlaceSource & { representationTypes?: readonly string[] | null },
): LicensingJurisdiction | undefined {
  if (!values.representationTypes?.includes('talentAgent')) {
    return undefined;
  }
  const place = businessPlace(values);
  return AGENT_LICENSING_JURISDICTIONS.find((jurisdiction) => samePlace(place, jurisdiction));
}

/** The license's parts the law asks for, in the order the service checks them. */
export const LICENSE_REQUIRED_PARTS = ['number', 'country', 'state'] as const;

/** How many references the place of business asks for. */
export function referenceRuleFor(values: PlaceSource): ReferenceRule {
  const place = businessPlace(values);
  return PROFESSIONAL_REFERENCE_RULES.find((rule) => samePlace(place, rule)) ?? DEFAULT_REFERENCE_RULE;
}

/**
 * The places the rules name, in each language: proper names, spelled alike in several languages
 * (Florida, Massachusetts), hence a table beside the rules rather than the message catalogues.
 */
export const PLACE_NAMES: Record<ReturnType<typeof catalogueLocale>, Record<PlaceId, string>> = {
  'en-US': { 'US-CA': 'California', 'US-NY': 'New York', 'US-FL': 'Florida', 'US-MA': 'Massachusetts' },
  'fr-QC': { 'US-CA': 'Californie', 'US-NY': 'État de New York', 'US-FL': 'Floride', 'US-MA': 'Massachusetts' },
  'es-ES': { 'US-CA': 'California', 'US-NY': 'Nueva York', 'US-FL': 'Florida', 'US-MA': 'Massachusetts' },
};

/** A place's name in the member's language, its id when the table lacks it. */
export function placeName(locale: string, id: string): string {
  return PLACE_NAMES[catalogueLocale(locale)][id as PlaceId] ?? id;
}
