import type { ChangeEvent, LiveBus, Unsubscribe } from '@fulfil/live';
import { EventStream } from './event-stream.js';

interface Listener {
  accepts: (event: ChangeEvent) => boolean;
  stream: EventStream<ChangeEvent>;
}

/**
 * Fans bus events out to this instance's subscribers. The instance subscribes to the bus once,
 * however many sockets are open, and each subscriber filters in-process.
 */
export class EventHub {
  private readonly listeners = new Set<Listener>();
  private unsubscribe: Unsubscribe | null = null;

  constructor(private readonly bus: LiveBus) {}

  async start(): Promise<void> {
    this.unsubscribe ??= await this.bus.subscribe('*', (event) => this.fanOut(event));
  }

  /** The events this subscriber accepts, from now until the iterator is returned. */
  listen(accepts: (event: ChangeEvent) => boolean): AsyncIterableIterator<ChangeEvent> {
    const listener: Listener = { accepts, stream: new EventStream(() => this.listeners.delete(listener)) };
    this.listeners.add(listener);
    return listener.stream;
  }

  /** Number of open subscriptions (for tests and metrics). */
  get size(): number {
    return this.listeners.size;
  }

  async stop(): Promise<void> {
    for (const listener of [...this.listeners]) listener.stream.end();
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private fanOut(event: ChangeEvent): void {
    for (const listener of this.listeners) {
      if (listener.accepts(event)) listener.stream.push(event);
    }
  }
}
