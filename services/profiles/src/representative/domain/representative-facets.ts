import { facetFilter, type FacetFilter, facetsOf, placeFacets, placeFilterFacets } from '@callsheet/kernel';
import type { RepresentativeProfileData } from './representative-profile.rules.js';
import type { RepresentativeSearch } from './representative-search.rules.js';

// A representative's search facets (the kernel's facets.ts): what the profile stores in
// `search_facets`, and what a search asks of them, side by side so that they cannot drift apart.

/** One token per representation type, project location, service and talent type, and the business place. */
export function representativeFacets(data: RepresentativeProfileData): string[] {
  const address = data.businessAddress;
  return [
    ...facetsOf('representation', data.representationTypes),
    ...facetsOf('location', data.projectLocations),
    ...facetsOf('service', data.services),
    ...facetsOf('talent', data.talentTypes),
    ...placeFacets({ country: address?.country, state: address?.state?.toUpperCase(), city: address?.city }),
  ];
}

/**
 * What a search asks of the facets: the place and each one-value filter in `all`, and at least one
 * token of each filter of several values (a list filter matches any of its keys).
 */
export function representativeSearchFacets(search: RepresentativeSearch): FacetFilter {
  const any = [
    facetsOf('representation', search.representationTypes),
    facetsOf('location', search.projectLocations),
    facetsOf('service', search.services),
    facetsOf('talent', search.talentTypes),
  ];
  return facetFilter(placeFilterFacets(search), any);
}
