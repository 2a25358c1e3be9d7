import { lazyRoute } from '../components/lazyRoute';

/**
 * The Search group's pages (spec section 2), each its own chunk. Their routes are custom routes at
 * /talent/search, /representative/search and /job/search: a static path ranks above the resources'
 * /talent/:id/..., so "search" is never taken for a profile id.
 */
export const TalentSearchPage = lazyRoute(() => import('./talent/TalentSearchPage'));
export const RepresentativeSearchPage = lazyRoute(() => import('./representative/RepresentativeSearchPage'));
export const JobSearchPage = lazyRoute(() => import('./job/JobSearchPage'));
