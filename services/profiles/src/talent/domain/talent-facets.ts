import {
  bucketFacets,
  type FacetBuckets,
  facet,
  facetFilter,
  type FacetFilter,
  facetGroups,
  facetIf,
  facetsOf,
  placeFacets,
  placeFilterFacets,
} from '@callsheet/kernel';
import type { TalentProfileData } from './talent-profile.rules.js';
import type { TalentSearch } from './talent-search.rules.js';

// A talent's search facets (the kernel's facets.ts): what the profile stores in `search_facets`, and
// what a search asks of them. Both sides are here so that they cannot drift apart.

/**
 * Heights by the centimetre; below 60 cm and above 220 cm share the end buckets. Buckets this fine make
 * a rare range exact in the index: with 5 cm buckets, weights of 97 to 98 kg fetched every profile of
 * 95 to 99 kg (6 times the matches) and took 25 to 160 ms at 1,000,000 profiles. A broad range is left
 * out of the index scan whatever its number of tokens (SearchConditions.facets).
 */
export const HEIGHT_BUCKETS: FacetBuckets = { kind: 'height', size: 1, lowest: 60, highest: 220 };
/** Weights (grams) by the kilogram; below 10 kg and above 160 kg share the end buckets. */
export const WEIGHT_BUCKETS: FacetBuckets = { kind: 'weight', size: 1_000, lowest: 10_000, highest: 160_000 };

/** A search's filters of several values, each matching any of them: token kind → search field. */
const ANY_OF_FACETS = {
  gender: 'genderRoles',
  hair: 'hairColors',
  eye: 'eyeColors',
  union: 'unions',
  ethnic: 'ethnicAppearances',
  body: 'bodyTypes',
} as const;

/** A search's filters whose every value a profile must hold: token kind → search field. */
const ALL_OF_FACETS = { skill: 'skills', language: 'languages', accent: 'accents' } as const;

/**
 * The profile's facet tokens: one per value of each filterable field, one per year of the playable
 * age range (a search for an age is then exact), the height and weight buckets, and the residence.
 */
export function talentFacets(data: TalentProfileData): string[] {
  const { playableAge, heightCm, weightGrams, skills } = data;
  const ages =
    playableAge === undefined
      ? []
      : Array.from({ length: Math.max(0, playableAge.to - playableAge.from + 1) }, (_, year) =>
          facet('age', playableAge.from + year),
        );
  return [
    ...facetIf('gender', data.genderRole),
    ...facetIf('hair', data.hairColor),
    ...facetIf('eye', data.eyeColor),
    ...facetsOf('union', data.unions),
    ...facetsOf('ethnic', data.ethnicAppearances),
    ...facetsOf('body', data.bodyTypes),
    ...facetsOf('skill', [...skills.athletic, ...skills.performance]),
    ...facetsOf('language', skills.languages),
    ...facetsOf('accent', skills.accents),
    ...ages,
    ...(heightCm === undefined ? [] : bucketFacets(HEIGHT_BUCKETS, heightCm, heightCm)),
    ...(weightGrams === undefined ? [] : bucketFacets(WEIGHT_BUCKETS, weightGrams, weightGrams)),
    ...placeFacets(data.residenceAddress ?? {}),
  ];
}

/**
 * What a search asks of the facets: every token of `all`, and at least one token of each group of
 * `any` (a filter of several values matches any of them; skills, languages and accents need all).
 * Height and weight ranges narrow the index scan to their buckets (`narrowing`); the exact bounds are
 * checked on the rows found.
 */
export function talentSearchFacets(search: TalentSearch): FacetFilter {
  const { heightCm, weightGrams } = search;
  const ranges = [];
  if (heightCm.min !== undefined || heightCm.max !== undefined) {
    ranges.push(bucketFacets(HEIGHT_BUCKETS, heightCm.min, heightCm.max));
  }
  if (weightGrams.min !== undefined || weightGrams.max !== undefined) {
    ranges.push(bucketFacets(WEIGHT_BUCKETS, weightGrams.min, weightGrams.max));
  }
  const all = [
    ...facetGroups(search, ALL_OF_FACETS).flat(),
    ...(search.playableAge === undefined ? [] : [facet('age', search.playableAge)]),
    ...placeFilterFacets(search),
  ];
  return facetFilter(all, facetGroups(search, ANY_OF_FACETS), ranges);
}
