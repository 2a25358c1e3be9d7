export * from './database.js';
export * from './infra.js';
export * from './repo.js';
export * from './service-process.js';
export * from './wait-for.js';
export * from './messaging-database.js';
export * from './mail-catcher.js';
export * from './service-test-app.js';
