import {
  PROJECT_LOCATIONS,
  REPRESENTATION_TYPES,
  REPRESENTATIVE_SERVICES,
  TALENT_TYPES,
} from '../../catalogue/index.js';
import { choices, optionalCountry, optionalText } from '../../common/field-rules.js';
import { SEARCH_TEXT_MAX_LENGTH } from '../../talent/domain/talent-search.rules.js';

/** A talent's or casting professional's representative search; a list filter matches any of its keys. */
export interface RepresentativeSearch {
  text: string;
  representationTypes: string[];
  projectLocations: string[];
  services: string[];
  talentTypes: string[];
  country?: string;
  state?: string;
  city?: string;
}

export type RepresentativeSearchInput = Partial<RepresentativeSearch>;

export function validateRepresentativeSearch(input: RepresentativeSearchInput): RepresentativeSearch {
  return {
    text: optionalText('text', input.text, SEARCH_TEXT_MAX_LENGTH) ?? '',
    representationTypes: choices('representationTypes', input.representationTypes ?? [], REPRESENTATION_TYPES),
    projectLocations: choices('projectLocations', input.projectLocations ?? [], PROJECT_LOCATIONS),
    services: choices('services', input.services ?? [], REPRESENTATIVE_SERVICES),
    talentTypes: choices('talentTypes', input.talentTypes ?? [], TALENT_TYPES),
    country: optionalCountry('country', input.country),
    state: optionalText('state', input.state, 60)?.toUpperCase(),
    city: optionalText('city', input.city, 60),
  };
}
