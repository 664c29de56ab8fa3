import {
  CHANGE_EVENT_TYPES,
  ScopePositions,
  type BusResyncReason,
  type ChangeEvent,
  type LiveBus,
  type Unsubscribe,
} from '@fulfil/live';
import { EventStream } from './event-stream.js';
import { EVERY_SCOPE, resyncNotice, type LiveEvent, type ResyncNotice } from './resync.js';

type Accepts = (event: ChangeEvent) => boolean;

interface Listener {
  accepts: Accepts;
  stream: EventStream<LiveEvent>;
}

/**
 * How long after a change a new subscriber to it is told to resync. A screen sends its query and
 * its subscription together; the subscription starts only after the socket is open and the person
 * is checked against the API, so a change in between reaches neither.
 */
export const JUST_CHANGED_MS = 10_000;

/** Whether the subscriber would accept some event of the scope of `sample`: the kinds missed are unknown. */
const acceptsScopeOf = (accepts: Accepts, sample: ChangeEvent) =>
  CHANGE_EVENT_TYPES.some((type) => accepts({ ...sample, type }));

/**
 * Fans bus events out to this instance's subscribers. The instance subscribes to the bus once,
 * however many sockets are open, and each subscriber filters in-process.
 *
 * Nothing is missed silently: the hub follows each scope's positions, and a skipped position (or
 * one going backwards, after the bus's counter was reset) tells that scope's subscribers to
 * resync; a bus that may have lost events (reconnect, events dropped by a publisher) tells all of
 * them, and so does a subscriber's own queue overflowing, for that subscriber. A subscriber that
 * starts just after a change it would have received resyncs too, since the query it started with
 * may predate that change.
 */
export class EventHub {
  private readonly listeners = new Set<Listener>();
  private readonly positions = new ScopePositions();
  /** Each scope's latest event and when it arrived, oldest first, for the last `JUST_CHANGED_MS`. */
  private readonly recent = new Map<string, { event: ChangeEvent; at: number; notice?: ResyncNotice }>();
  private unsubscribe: Unsubscribe | null = null;
  private stopResyncs: (() => void) | null = null;
  private startedCount = 0;

  constructor(private readonly bus: LiveBus) {}

  async start(): Promise<void> {
    this.stopResyncs ??= this.bus.onResync((reason) => this.resyncAll(reason));
    this.unsubscribe ??= await this.bus.subscribe('*', (event) => this.receive(event));
  }

  /** The events this subscriber accepts, and every order to resync, until the iterator is returned. */
  listen(accepts: Accepts): AsyncIterableIterator<LiveEvent> {
    const listener: Listener = {
      accepts,
      stream: new EventStream<LiveEvent>(
        () => this.listeners.delete(listener),
        () => resyncNotice('SLOW_SUBSCRIBER', EVERY_SCOPE),
      ),
    };
    this.listeners.add(listener);
    this.startedCount += 1;
    this.forgetOldChanges();
    const [first, ...more] = [...this.recent.values()].filter(({ event }) => acceptsScopeOf(accepts, event));
    // One notice per change, so the screens that open together share its execution.
    if (first && more.length) listener.stream.push(resyncNotice('JUST_CHANGED', EVERY_SCOPE));
    else if (first) listener.stream.push((first.notice ??= resyncNotice('JUST_CHANGED', first.event.scope)));
    return listener.stream;
  }

  /** Number of open subscriptions (for tests and metrics). */
  get size(): number {
    return this.listeners.size;
  }

  /** Number of subscriptions that have started listening, ended ones included (for metrics). */
  get started(): number {
    return this.startedCount;
  }

  async stop(): Promise<void> {
    for (const listener of [...this.listeners]) listener.stream.end();
    this.stopResyncs?.();
    this.stopResyncs = null;
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private receive(event: ChangeEvent): void {
    const last = this.positions.get(event.scope);
    this.positions.set(event.scope, event.position);
    if (last !== undefined && event.position !== last + 1) this.resyncScope(event);
    // Presence is a heartbeat that repairs itself with the next report; remembering it would have
    // every store with an admin on it always "just changed".
    if (event.type !== 'PresenceChanged') {
      this.recent.delete(event.scope);
      this.recent.set(event.scope, { event, at: Date.now() });
    }
    this.forgetOldChanges();
    for (const listener of this.listeners) {
      if (listener.accepts(event)) listener.stream.push(event);
    }
  }

  /**
   * The missed events' kinds are unknown, so every subscriber that would accept any kind of event
   * of that scope resyncs.
   */
  private resyncScope(revealing: ChangeEvent): void {
    const notice = resyncNotice('GAP', revealing.scope);
    for (const listener of this.listeners) {
      if (acceptsScopeOf(listener.accepts, revealing)) listener.stream.push(notice);
    }
  }

  private forgetOldChanges(): void {
    const since = Date.now() - JUST_CHANGED_MS;
    for (const [scope, { at }] of this.recent) {
      if (at >= since) break;
      this.recent.delete(scope);
    }
  }

  private resyncAll(reason: BusResyncReason): void {
    // Everyone starts over, so the positions seen before no longer say what anyone missed.
    this.positions.clear();
    const notice = resyncNotice(reason, EVERY_SCOPE);
    for (const listener of this.listeners) listener.stream.push(notice);
  }
}
