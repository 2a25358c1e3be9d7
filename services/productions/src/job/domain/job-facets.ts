import {
  facet,
  facetFilter,
  type FacetFilter,
  facetGroups,
  facetIf,
  monthFacets,
  monthFilterFacets,
  placeFacets,
  placeFilterFacets,
} from '@callsheet/kernel';
import type { ProductionData } from '../../production/domain/production.rules.js';
import type { JobSearch } from './job-search.rules.js';
import type { JobData } from './job.rules.js';

// A job's search facets (the kernel's facets.ts): what the job stores in `search_facets`, and what a
// search asks of them, side by side so that they cannot drift apart. Visibility and the hiring phase
// stay exact conditions: the phase and status change without the job being written again. So does
// pay: tried as power-of-two buckets, its tokens correlate with the rate type, the planner then
// underestimated matches and chose a bitmap over a short newest-first walk (bench/search README).

/** A search's filters of several values, each matching any of them: token kind → search field. */
const ANY_OF_FACETS = {
  type: 'types',
  category: 'categories',
  location: 'locationKinds',
  remote: 'remoteOptions',
  union: 'unionStatuses',
  rate: 'rateTypes',
} as const;

/**
 * The job's facet tokens: its type, location kind, remote option and payment, its production's
 * category and union status, the months from its first to its last key date, and its work location.
 */
export function jobFacets(data: JobData, production: ProductionData): string[] {
  const dates = data.keyDates.map((keyDate) => keyDate.date).sort();
  return [
    facet('type', data.type),
    facet('category', production.category),
    ...facetIf('union', production.unionStatus),
    facet('location', data.locationKind),
    ...facetIf('remote', data.remoteOption),
    ...facetIf('paying', data.payment?.paying),
    ...facetIf('rate', data.payment?.rateType),
    ...(dates.length === 0 ? [] : monthFacets('month', dates[0] ?? '', dates[dates.length - 1] ?? '')),
    ...placeFacets(data.workLocation ?? {}),
  ];
}

/**
 * What a search asks of the facets: every token of `all`, and at least one token of each group of
 * `any` (a filter of several values matches any of them). A date range narrows the index scan to
 * its months (`narrowing`); the exact days are checked on the jobs found.
 */
export function jobSearchFacets(search: JobSearch): FacetFilter {
  const all = [...facetIf('paying', search.paying), ...placeFilterFacets(search)];
  return facetFilter(all, facetGroups(search, ANY_OF_FACETS), [
    monthFilterFacets('month', search.dates.from, search.dates.to),
  ]);
}
