export * from './require-owned.js';
