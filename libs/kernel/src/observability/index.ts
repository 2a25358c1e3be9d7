export * from './health-checks.js';
export * from './health.js';
export * from './metrics.js';
export * from './observability.server.js';
