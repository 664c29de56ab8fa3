import type { BusResyncReason, ChangeEvent, NewChangeEvent } from './events.js';

export type ChangeHandler = (event: ChangeEvent) => void;

/** Told that events may have been lost on the bus, so every subscriber must refetch. */
export type ResyncHandler = (reason: BusResyncReason) => void;

/** Stops a subscription; resolves once the bus no longer delivers to it. */
export type Unsubscribe = () => Promise<void>;

/**
 * The live change bus. Scope patterns are scopes in which `*` matches any run of characters
 * (`client:*`, `store:40`, `*`), the same rule Redis applies to pattern subscriptions.
 */
export interface LiveBus {
  /**
   * Gives the event the next position of its scope and delivers it to every subscriber whose
   * pattern matches its scope, in every instance. An event the bus cannot carry right now is kept
   * and published once it can, or reported through `onResync` when too many are waiting.
   */
  publish(event: NewChangeEvent): Promise<void>;
  /** Resolves once the subscription is active, so an event published afterwards reaches it. */
  subscribe(patterns: string | readonly string[], handler: ChangeHandler): Promise<Unsubscribe>;
  /**
   * Calls the handler whenever events may have been lost on their way to this instance's
   * subscribers (a bus reconnect, events dropped by a publisher); returns a function that stops
   * the calls. A bus that cannot lose events never calls it.
   */
  onResync(handler: ResyncHandler): () => void;
  /** Resolves when the bus is connected; rejects with the reason when it cannot connect. */
  ready(): Promise<void>;
  /** Rejects with the reason when the bus cannot carry events right now (for readiness checks). */
  ping(): Promise<void>;
  /** Ends every subscription and closes connections. */
  dispose(): Promise<void>;
}

/** Whether a scope matches a pattern in which `*` stands for any run of characters. */
export function scopeMatches(pattern: string, scope: string): boolean {
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(scope);
}
