export * from './cursor-pagination.js';
export * from './keyset-page.js';
