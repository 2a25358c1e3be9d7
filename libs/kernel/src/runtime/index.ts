export * from './run-service.js';
export * from './runtime.tokens.js';
export * from './service-env.js';
export * from './service-runtime.module.js';
