export * from './options.js';
export * from './validation.js';
export * from './toggles.js';
