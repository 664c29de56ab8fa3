export * from './stores.js';
export * from './time-zones.js';
export * from './us-states.js';
