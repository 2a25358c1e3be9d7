// The shared kernel every service builds on. Libraries never import services.
export * from './config/index.js';
export * from './errors/index.js';
export * from './ids/uuid7.js';
export * from './logging/index.js';
export * from './messaging/index.js';
export * from './observability/index.js';
export * from './pagination/index.js';
export * from './requests/index.js';
export * from './runtime/index.js';
export * from './search/index.js';
export * from './storage/index.js';
export * from './ownership/index.js';
export * from './validation/index.js';
export * from './persistence/index.js';
export * from './catalogue/index.js';
