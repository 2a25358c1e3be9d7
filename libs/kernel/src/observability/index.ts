export * from './health-checks.js';
export * from './health.js';
export * from './kafka-headers.js';
export * from './kafka-offsets.probe.js';
export * from './metrics.js';
export * from './observability.server.js';
export * from './tracing.js';
