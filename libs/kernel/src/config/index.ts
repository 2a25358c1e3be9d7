export * from './env-fragments.js';
export * from './load-config.js';
