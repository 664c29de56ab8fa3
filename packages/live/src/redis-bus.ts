import { Redis } from 'ioredis';
import type { LiveBus, ChangeHandler, Unsubscribe } from './bus.js';
import type { ChangeEvent } from './events.js';
import { HandlerRegistry, asPatterns } from './handler-registry.js';

export interface RedisBusOptions {
  url: string;
  /** Channel prefix; deployments sharing one Redis never hear each other when prefixes differ. */
  prefix: string;
}

/**
 * The bus shared by any number of instances through Redis pub/sub. A connection in subscriber
 * mode cannot publish, hence one connection for each.
 */
export class RedisBus implements LiveBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new HandlerRegistry();
  private readonly channelPrefix: string;
  private lastError: Error | undefined;

  constructor(options: RedisBusOptions) {
    const connection = { lazyConnect: true, maxRetriesPerRequest: 2 };
    this.publisher = new Redis(options.url, connection);
    this.subscriber = new Redis(options.url, connection);
    this.channelPrefix = `${options.prefix}:live:`;
    this.subscriber.on('pmessage', (pattern: string, _channel: string, message: string) => {
      this.handlers.deliver(pattern.slice(this.channelPrefix.length), JSON.parse(message) as ChangeEvent);
    });
    // ioredis reconnects by itself; without a listener an error event would crash the process.
    for (const connectionOf of [this.publisher, this.subscriber]) {
      connectionOf.on('error', (error: Error) => {
        this.lastError = error;
        console.error('live bus redis error:', error.message);
      });
    }
  }

  async publish(event: ChangeEvent): Promise<void> {
    await this.publisher.publish(this.channelPrefix + event.scope, JSON.stringify(event));
  }

  async subscribe(patterns: string | readonly string[], handler: ChangeHandler): Promise<Unsubscribe> {
    const list = asPatterns(patterns);
    const fresh = this.handlers.add(list, handler);
    if (fresh.length > 0) await this.subscriber.psubscribe(...fresh.map((p) => this.channelPrefix + p));
    return async () => {
      const emptied = this.handlers.remove(list, handler);
      if (emptied.length > 0)
        await this.subscriber.punsubscribe(...emptied.map((p) => this.channelPrefix + p));
    };
  }

  async ready(): Promise<void> {
    try {
      await Promise.all([connect(this.publisher), connect(this.subscriber)]);
    } catch (error) {
      const reason = this.lastError ?? (error as Error);
      throw new Error(`cannot connect to redis: ${reason.message}`, { cause: reason });
    }
  }

  async ping(): Promise<void> {
    if (this.subscriber.status !== 'ready') throw new Error(`redis subscriber is ${this.subscriber.status}`);
    await this.publisher.ping();
  }

  async dispose(): Promise<void> {
    this.handlers.clear();
    await Promise.all([this.publisher.quit(), this.subscriber.quit()].map((p) => p.catch(() => undefined)));
  }
}

/** Connects once; a failed first connection rejects instead of retrying forever. */
async function connect(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  if (redis.status === 'wait') {
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw error;
    }
    return;
  }
  await new Promise<void>((resolve, reject) => {
    redis.once('ready', resolve);
    redis.once('end', () => reject(new Error('redis connection ended')));
  });
}
