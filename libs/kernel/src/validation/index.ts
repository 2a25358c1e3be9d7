export * from './field-rules.js';
export * from './field-values.js';
