export * from './ranked-search.js';
export * from './search-conditions.js';
