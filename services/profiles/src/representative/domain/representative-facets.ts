import { facetFilter, type FacetFilter, facetGroups, placeFacets, placeFilterFacets } from '@callsheet/kernel';
import type { RepresentativeProfileData } from './representative-profile.rules.js';
import type { RepresentativeSearch } from './representative-search.rules.js';

// A representative's search facets (the kernel's facets.ts): what the profile stores in
// `search_facets`, and what a search asks of them, side by side so that they cannot drift apart.

/** Token kind → the list field a profile stores and a search asks under the same name. */
const LIST_FACETS = {
  representation: 'representationTypes',
  location: 'projectLocations',
  service: 'services',
  talent: 'talentTypes',
} as const;

/** One token per representation type, project location, service and talent type, and the business place. */
export function representativeFacets(data: RepresentativeProfileData): string[] {
  return [...facetGroups(data, LIST_FACETS).flat(), ...placeFacets(data.businessAddress ?? {})];
}

/**
 * What a search asks of the facets: the place and each one-value filter in `all`, and at least one
 * token of each filter of several values (a list filter matches any of its keys).
 */
export function representativeSearchFacets(search: RepresentativeSearch): FacetFilter {
  return facetFilter(placeFilterFacets(search), facetGroups(search, LIST_FACETS));
}
