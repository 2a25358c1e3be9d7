export * from './field-mask.js';
export * from './page-request.js';
export * from './plain-input.js';
export * from './plain-fields.js';
