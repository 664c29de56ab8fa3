export * from './upload-rules.js';
export * from './store-setup.js';
export * from './catmap.js';
export * from './bulk-users.js';
export * from './upload-progress.js';
export * from './upload-jobs.js';
