import { Redis } from 'ioredis';
import type { LiveBus, ChangeHandler, ResyncHandler, Unsubscribe } from './bus.js';
import type { BusResyncReason, ChangeEvent, NewChangeEvent } from './events.js';
import { HandlerRegistry, asPatterns } from './handler-registry.js';
import { Outbox } from './outbox.js';

export interface RedisBusOptions {
  url: string;
  /** Channel prefix; deployments sharing one Redis never hear each other when prefixes differ. */
  prefix: string;
}

/**
 * Gives the event the next position of its scope and publishes it, in one atomic step, so positions
 * follow publish order. The counter expires after a quiet day (subscribers then see it start over
 * and resync); the position is appended last, so it wins over any stale one in the event.
 */
const PUBLISH_WITH_POSITION = `
local position = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('PUBLISH', ARGV[1], string.sub(ARGV[2], 1, -2) .. ',"position":' .. position .. '}')
return position`;

const POSITION_TTL_SECONDS = 24 * 60 * 60;
/** Events kept while Redis is unreachable; past that, subscribers resync instead. */
const OUTBOX_CAPACITY = 100;

/**
 * The bus shared by any number of instances through Redis pub/sub. A connection in subscriber
 * mode cannot publish, hence one connection for each.
 */
export class RedisBus implements LiveBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new HandlerRegistry();
  private readonly resyncHandlers = new Set<ResyncHandler>();
  private readonly outbox = new Outbox<NewChangeEvent>(OUTBOX_CAPACITY);
  private readonly channelPrefix: string;
  private readonly positionPrefix: string;
  /** Where a publisher that dropped events tells every instance to resync. */
  private readonly resyncChannel: string;
  private subscriberWasReady = false;
  private flushing = false;
  private lastError: Error | undefined;

  constructor(options: RedisBusOptions) {
    const connection = { lazyConnect: true, maxRetriesPerRequest: 2 };
    this.publisher = new Redis(options.url, connection);
    this.subscriber = new Redis(options.url, connection);
    this.channelPrefix = `${options.prefix}:live:`;
    this.positionPrefix = `${options.prefix}:live-position:`;
    this.resyncChannel = `${options.prefix}:live-resync`;
    this.subscriber.on('pmessage', (pattern: string, _channel: string, message: string) => {
      this.handlers.deliver(pattern.slice(this.channelPrefix.length), JSON.parse(message) as ChangeEvent);
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.resyncChannel)
        this.resync((JSON.parse(message) as { reason: BusResyncReason }).reason);
    });
    this.subscriber.on('ready', () => void this.subscriberReady());
    this.publisher.on('ready', () => void this.flush());
    // ioredis reconnects by itself; without a listener an error event would crash the process.
    for (const connectionOf of [this.publisher, this.subscriber]) {
      connectionOf.on('error', (error: Error) => {
        this.lastError = error;
        console.error('live bus redis error:', error.message);
      });
    }
  }

  async publish(event: NewChangeEvent): Promise<void> {
    // Behind any event still waiting, so every subscriber gets a scope's events in publish order.
    if (this.publisher.status !== 'ready' || this.outbox.size > 0) return this.keep(event);
    try {
      await this.send(event);
    } catch (error) {
      if (!isRefusal(error)) return this.keep(event);
      this.dropRefused(error);
      void this.flush();
    }
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

  onResync(handler: ResyncHandler): () => void {
    this.resyncHandlers.add(handler);
    return () => this.resyncHandlers.delete(handler);
  }

  async ready(): Promise<void> {
    try {
      await Promise.all([connect(this.publisher), connect(this.subscriber)]);
      await this.subscriber.subscribe(this.resyncChannel);
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
    this.resyncHandlers.clear();
    await Promise.all([this.publisher.quit(), this.subscriber.quit()].map((p) => p.catch(() => undefined)));
  }

  private async send(event: NewChangeEvent): Promise<void> {
    await this.publisher.eval(
      PUBLISH_WITH_POSITION,
      1,
      this.positionPrefix + event.scope,
      this.channelPrefix + event.scope,
      JSON.stringify(event),
      POSITION_TTL_SECONDS,
    );
  }

  /** The change is stored, so its event waits for Redis rather than failing the mutation. */
  private keep(event: NewChangeEvent): void {
    this.outbox.add(event);
    // A publish that failed while the connection still looked ready has no reconnect to wait for.
    if (this.publisher.status === 'ready') void this.flush();
  }

  /** Redis refused the event (sending it again cannot help): subscribers resync instead. */
  private dropRefused(error: unknown): void {
    console.error('live bus refused an event:', (error as Error).message);
    this.outbox.dropped = true;
  }

  /** Publishes the kept events in order once Redis is back, then reports any that were dropped. */
  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (let event = this.outbox.peek(); event; event = this.outbox.peek()) {
        try {
          await this.send(event);
        } catch (error) {
          if (!isRefusal(error)) throw error;
          this.dropRefused(error);
        }
        this.outbox.remove();
      }
      if (this.outbox.dropped) {
        const reason: BusResyncReason = 'EVENTS_DROPPED';
        await this.publisher.publish(this.resyncChannel, JSON.stringify({ reason }));
        this.outbox.dropped = false;
      }
    } catch (error) {
      // Unreachable again: the next 'ready' carries on from the same event.
      console.error('live bus could not publish kept events:', (error as Error).message);
    } finally {
      this.flushing = false;
    }
  }

  /**
   * Events published while the subscriber was away are lost to this instance. Once ioredis has
   * renewed the subscriptions (confirmed here, so nothing published after the resync is missed),
   * every subscriber must resync.
   */
  private async subscriberReady(): Promise<void> {
    if (!this.subscriberWasReady) {
      this.subscriberWasReady = true;
      return;
    }
    try {
      const patterns = this.handlers.patterns().map((pattern) => this.channelPrefix + pattern);
      if (patterns.length > 0) await this.subscriber.psubscribe(...patterns);
      await this.subscriber.subscribe(this.resyncChannel);
    } catch {
      return; // lost again; the next 'ready' resyncs
    }
    this.resync('BUS_RECONNECTED');
  }

  private resync(reason: BusResyncReason): void {
    for (const handler of this.resyncHandlers) {
      try {
        handler(reason);
      } catch (error) {
        console.error('live bus resync handler failed', error);
      }
    }
  }
}

/** Redis answered with an error: sending the same command again cannot succeed. */
const isRefusal = (error: unknown): boolean => error instanceof Error && error.name === 'ReplyError';

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
