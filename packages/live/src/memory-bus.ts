import { scopeMatches, type LiveBus, type ChangeHandler, type Unsubscribe } from './bus.js';
import type { NewChangeEvent } from './events.js';
import { HandlerRegistry, asPatterns } from './handler-registry.js';
import { ScopePositions } from './scope-positions.js';

/** The bus of a single instance: events never leave the process. */
export class MemoryBus implements LiveBus {
  private readonly handlers = new HandlerRegistry();
  private readonly positions = new ScopePositions();

  async publish(event: NewChangeEvent): Promise<void> {
    const position = (this.positions.get(event.scope) ?? 0) + 1;
    this.positions.set(event.scope, position);
    // Delivered on a later tick, as Redis would, so publishers never run subscriber code inline.
    const copy = { ...structuredClone(event), position };
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

  /** Events never leave the process, so none can be lost on the way. */
  onResync(): () => void {
    return () => undefined;
  }

  async ready(): Promise<void> {}

  async ping(): Promise<void> {}

  async dispose(): Promise<void> {
    this.handlers.clear();
  }
}
