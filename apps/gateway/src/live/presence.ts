import {
  createChangeEvent,
  storeScope,
  type Actor,
  type ChangeEvent,
  type LiveBus,
  type PresencePayload,
  type PresenceRecord,
  type Unsubscribe,
} from '@fulfil/live';

/** An entry is dropped when its admin has not reported for this long. */
export const PRESENCE_TTL_MS = 30_000;

/** The longest texts a report may carry: every admin on the store receives them. */
export const PRESENCE_TEXT_LIMITS = { screen: 200, openItemId: 200, tabId: 100 } as const;

export type PresenceBusEvent = ChangeEvent<PresencePayload>;

/**
 * Who is on each store's layout screens, kept in the event stream rather than a shared store:
 * every gateway applies the report or leave carried by each PresenceChanged it hears on the bus,
 * and the bus delivers events to every gateway in the same order, so all gateways converge on the
 * same entries without Redis keys or a second implementation for the in-memory bus. A gateway
 * started later learns of everyone within one heartbeat (the portal reports every 10 s). A tab
 * that closes leaves through its socket (see leaveTab), and entries expire on read after 30 s, so
 * even a tab whose network vanished disappears. Entries are kept
 * per browser tab and shown per person, so one admin in two tabs counts once and closing one tab
 * keeps the other present.
 */
export class PresenceBook {
  /** Per store, the entries by tab key (user id and tab id). */
  private readonly stores = new Map<number, Map<string, PresenceRecord>>();
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

  /** The admins present on a store now, in arrival order, each once with their latest report. */
  present(storeId: number): PresenceRecord[] {
    const entries = this.stores.get(storeId);
    if (!entries) return [];
    const oldest = this.now() - PRESENCE_TTL_MS;
    const people = new Map<number, PresenceRecord>();
    for (const [key, entry] of entries) {
      if (Date.parse(entry.seenAt) < oldest) entries.delete(key);
      else if ((people.get(entry.actor.id)?.seenAt ?? '') <= entry.seenAt) people.set(entry.actor.id, entry);
    }
    return [...people.values()];
  }

  /** Records a report (entry) or a leave (null) here and tells every gateway. */
  async publish(
    storeId: number,
    actor: Actor,
    tabId: string | null,
    entry: Omit<PresenceRecord, 'actor' | 'seenAt'> | null,
  ): Promise<void> {
    const stamped = entry && { actor, ...entry, seenAt: new Date(this.now()).toISOString() };
    this.set(storeId, tabKey(actor.id, tabId), stamped);
    const payload: PresencePayload = { storeId, tabId, entry: stamped, present: this.present(storeId) };
    await this.bus.publish(
      createChangeEvent({ type: 'PresenceChanged', scope: storeScope(storeId), actor, payload }),
    );
  }

  /**
   * Publishes a leave of the tab in every store where the book has it: called when the tab's
   * socket closes, on whichever gateway held the socket, even if its reports went to another.
   */
  async leaveTab(actor: Actor, tabId: string): Promise<void> {
    const key = tabKey(actor.id, tabId);
    const storeIds = [...this.stores].filter(([, entries]) => entries.has(key)).map(([storeId]) => storeId);
    await Promise.all(storeIds.map((storeId) => this.publish(storeId, actor, tabId, null)));
  }

  private apply(event: PresenceBusEvent): void {
    const { storeId, tabId, entry } = event.payload;
    this.set(storeId, tabKey(event.actor.id, tabId ?? null), entry);
  }

  private set(storeId: number, key: string, entry: PresenceRecord | null): void {
    let entries = this.stores.get(storeId);
    if (!entries) {
      if (!entry) return;
      entries = new Map();
      this.stores.set(storeId, entries);
    }
    if (entry) entries.set(key, entry);
    else entries.delete(key);
    if (entries.size === 0) this.stores.delete(storeId);
  }
}

const tabKey = (userId: number, tabId: string | null) => `${userId}/${tabId ?? ''}`;
