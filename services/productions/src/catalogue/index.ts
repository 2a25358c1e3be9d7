export * from './catalogues.js';
export * from './job.catalogue.js';
export * from './production.catalogue.js';
export * from './region.catalogue.js';
export * from './status.catalogue.js';
