import { scopeMatches, type LiveBus, type ChangeHandler, type Unsubscribe } from './bus.js';
import type { ChangeEvent } from './events.js';
import { HandlerRegistry, asPatterns } from './handler-registry.js';

/** The bus of a single instance: events never leave the process. */
export class MemoryBus implements LiveBus {
  private readonly handlers = new HandlerRegistry();

  async publish(event: ChangeEvent): Promise<void> {
    // Delivered on a later tick, as Redis would, so publishers never run subscriber code inline.
    const copy = structuredClone(event);
    queueMicrotask(() => {
      for (const pattern of this.handlers.patterns()) {
        if (scopeMatches(pattern, copy.scope)) this.handlers.deliver(pattern, copy);
      }
    });
  }

  async subscribe(patterns: string | readonly string[], handler: ChangeHandler): Promise<Unsubscribe> {
    const list = asPatterns(patterns);
    this.handlers.add(list, handler);
    return async () => {
      this.handlers.remove(list, handler);
    };
  }

  async ready(): Promise<void> {}

  async ping(): Promise<void> {}

  async dispose(): Promise<void> {
    this.handlers.clear();
  }
}
