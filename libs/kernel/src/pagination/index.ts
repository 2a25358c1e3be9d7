export * from './cursor-pagination.js';
