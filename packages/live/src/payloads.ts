import type { RestStoreDelivery } from '@fulfil/fulfilment-client';
import type { ChangeEventType, PayloadOf } from './catalogue.js';
import type { Actor, ChangeEvent } from './events.js';

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
  /** The browser tab that reported or left. */
  tabId: string | null;
  /** The reported entry, or null when the actor left. */
  entry: PresenceRecord | null;
  present: PresenceRecord[];
}

/** A store's delivery settings as the REST API answers them, with the store they belong to. */
export interface StoreDeliveryRow extends RestStoreDelivery {
  storeId: number;
}

/** An ordered list's new order and version (see the REST contract's list versions). */
export interface NewOrder {
  orderedIds: number[];
  listVersion: number;
}

/**
 * One row's move in an ordered list: where it now stands (1 for the first) and the list's version
 * after the move. It names one row whatever the length of the list; a subscriber holding the order
 * of the version before places the row there, one holding an older order reads it again.
 */
export interface ListMove {
  position: number;
  listVersion: number;
}

/** What a stored store setup file did to the store's layout, as the upload's answer counts it. */
export interface StoreSetupCounts {
  rowCount: number;
  sectionsCreated: number;
  sectionsUpdated: number;
  sectionsDeleted: number;
  shelvesCreated: number;
  shelvesUpdated: number;
  shelvesDeleted: number;
  zonesWereMerged: boolean;
}

/** A change of one kind, as the bus carries it; of several kinds, the union of each. */
export type BusEvent<K extends ChangeEventType> = K extends ChangeEventType
  ? ChangeEvent<PayloadOf<K>> & { type: K }
  : never;
