export * from './keys.js';
export * from './web-hooks.js';
