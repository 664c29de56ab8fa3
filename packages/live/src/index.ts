export * from './catalogue.js';
export * from './events.js';
export * from './bus.js';
export { MemoryBus } from './memory-bus.js';
export { RedisBus, type RedisBusOptions } from './redis-bus.js';
export { createBus, DEFAULT_LIVE_PREFIX } from './create-bus.js';
export { ScopePositions } from './scope-positions.js';
export * from './payloads.js';
