import {
  createChangeEvent,
  storeScope,
  type Actor,
  type ChangeEvent,
  type LiveBus,
  type Unsubscribe,
} from '@fulfil/live';

/** An entry is dropped when its admin has not reported for this long. */
export const PRESENCE_TTL_MS = 30_000;

/** One admin on a store's layout screens. */
export interface PresenceRecord {
  actor: Actor;
  screen: string;
  openItemId: string | null;
  /** ISO time of the last report. */
  seenAt: string;
}

/** What a PresenceChanged event carries: the change itself, and everyone present after it. */
export interface PresencePayload {
  storeId: number;
  /** The reported entry, or null when the actor left. */
  entry: PresenceRecord | null;
  present: PresenceRecord[];
}

export type PresenceBusEvent = ChangeEvent<PresencePayload>;

/**
 * Who is on each store's layout screens, kept in the event stream rather than a shared store:
 * every gateway applies the report or leave carried by each PresenceChanged it hears on the bus,
 * and the bus delivers events to every gateway in the same order, so all gateways converge on the
 * same entries without Redis keys or a second implementation for the in-memory bus. A gateway
 * started later learns of everyone within one heartbeat (the portal reports every 10 s), and
 * entries expire on read after 30 s, so a closed tab disappears without a leave.
 */
export class PresenceBook {
  private readonly stores = new Map<number, Map<number, PresenceRecord>>();
  private unsubscribe: Unsubscribe | null = null;

  constructor(
    private readonly bus: LiveBus,
    private readonly now: () => number = Date.now,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe ??= await this.bus.subscribe('store:*', (event) => {
      if (event.type === 'PresenceChanged') this.apply(event as PresenceBusEvent);
    });
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** The admins present on a store now, in arrival order. */
  present(storeId: number): PresenceRecord[] {
    const entries = this.stores.get(storeId);
    if (!entries) return [];
    const oldest = this.now() - PRESENCE_TTL_MS;
    for (const [userId, entry] of entries) {
      if (Date.parse(entry.seenAt) < oldest) entries.delete(userId);
    }
    return [...entries.values()];
  }

  /** Records a report (entry) or a leave (null) here and tells every gateway. */
  async publish(
    storeId: number,
    actor: Actor,
    entry: Omit<PresenceRecord, 'actor' | 'seenAt'> | null,
  ): Promise<void> {
    const stamped = entry && { actor, ...entry, seenAt: new Date(this.now()).toISOString() };
    this.set(storeId, actor.id, stamped);
    const payload: PresencePayload = { storeId, entry: stamped, present: this.present(storeId) };
    await this.bus.publish(
      createChangeEvent({ type: 'PresenceChanged', scope: storeScope(storeId), actor, payload }),
    );
  }

  private apply(event: PresenceBusEvent): void {
    this.set(event.payload.storeId, event.actor.id, event.payload.entry);
  }

  private set(storeId: number, userId: number, entry: PresenceRecord | null): void {
    let entries = this.stores.get(storeId);
    if (!entries) {
      if (!entry) return;
      entries = new Map();
      this.stores.set(storeId, entries);
    }
    if (entry) entries.set(userId, entry);
    else entries.delete(userId);
    if (entries.size === 0) this.stores.delete(storeId);
  }
}
