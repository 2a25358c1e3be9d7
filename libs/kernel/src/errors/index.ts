export * from './domain-error.js';
export * from './kernel-error.js';
