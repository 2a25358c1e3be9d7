export * from './catalogues.js';
