export * from './ranked-search.js';
export * from './search-conditions.js';
export * from './facets.js';
export * from './facet-statistics.js';
