export * from './stored-records.js';
