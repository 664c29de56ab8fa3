import type { ChangeEvent } from './events.js';
import type { ChangeHandler } from './bus.js';

/**
 * Handlers grouped by the pattern they subscribed with; both buses deliver through it, so a
 * handler behaves the same whichever bus carries the event.
 */
export class HandlerRegistry {
  private readonly byPattern = new Map<string, Set<ChangeHandler>>();

  /** Adds the handler; returns the patterns that had no handler before (to subscribe upstream). */
  add(patterns: readonly string[], handler: ChangeHandler): string[] {
    const fresh: string[] = [];
    for (const pattern of new Set(patterns)) {
      let handlers = this.byPattern.get(pattern);
      if (!handlers) {
        handlers = new Set();
        this.byPattern.set(pattern, handlers);
        fresh.push(pattern);
      }
      handlers.add(handler);
    }
    return fresh;
  }

  /** Removes the handler; returns the patterns left without a handler (to unsubscribe upstream). */
  remove(patterns: readonly string[], handler: ChangeHandler): string[] {
    const emptied: string[] = [];
    for (const pattern of new Set(patterns)) {
      const handlers = this.byPattern.get(pattern);
      if (handlers?.delete(handler) && handlers.size === 0) {
        this.byPattern.delete(pattern);
        emptied.push(pattern);
      }
    }
    return emptied;
  }

  patterns(): string[] {
    return [...this.byPattern.keys()];
  }

  /** Calls the handlers of one pattern; a throwing handler does not stop the others. */
  deliver(pattern: string, event: ChangeEvent): void {
    for (const handler of this.byPattern.get(pattern) ?? []) {
      try {
        handler(event);
      } catch (error) {
        console.error('live bus handler failed', error);
      }
    }
  }

  clear(): void {
    this.byPattern.clear();
  }
}

export const asPatterns = (patterns: string | readonly string[]): readonly string[] =>
  typeof patterns === 'string' ? [patterns] : patterns;
