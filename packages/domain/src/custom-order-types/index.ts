export * from './custom-order-types.js';
export * from './icons.js';
