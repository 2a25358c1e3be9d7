export * from './file-storage.js';
export * from './local-disk.storage.js';
export * from './s3.storage.js';
export * from './storage.config.js';
