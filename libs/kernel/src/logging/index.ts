export * from './correlation.js';
export * from './logger.js';
export * from './nest-logger.js';
export * from './redaction.js';
