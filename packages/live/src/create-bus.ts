import type { LiveBus } from './bus.js';
import { MemoryBus } from './memory-bus.js';
import { RedisBus } from './redis-bus.js';

export const DEFAULT_LIVE_PREFIX = 'fulfil';

/** Redis when a URL is given (any number of instances), otherwise the in-process bus. */
export function createBus(options: { redisUrl?: string; prefix?: string } = {}): LiveBus {
  if (!options.redisUrl) return new MemoryBus();
  return new RedisBus({ url: options.redisUrl, prefix: options.prefix || DEFAULT_LIVE_PREFIX });
}
