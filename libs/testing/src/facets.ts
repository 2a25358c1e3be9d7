import type { FacetFilter } from '@callsheet/kernel';

/**
 * What SearchConditions.facets asks of a row, in memory: whether a record's facet tokens hold every
 * token of `all` and one of each group of `any` and `narrowing` (the index asks no more of a rare
 * range). For the facets specs of each aggregate.
 */
export function holdsFacets(stored: readonly string[], { all, any, narrowing }: FacetFilter): boolean {
  const holds = (token: string) => stored.includes(token);
  return all.every(holds) && [...any, ...narrowing].every((group) => group.some(holds));
}
