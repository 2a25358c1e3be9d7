export * from './ranked-search.js';
