export * from './appearance.catalogue.js';
export * from './catalogues.js';
export * from './representative.catalogue.js';
export * from './skills.catalogue.js';
export * from './social.catalogue.js';
export * from './union.catalogue.js';
