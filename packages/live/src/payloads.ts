import type { UploadPhase } from '@fulfil/domain';
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

/** One step of a store setup upload, on the store's scope: every admin there sees who uploads and how far. */
export interface UploadProgressPayload {
  /** Chosen by the uploader's browser; the uploadProgress subscription follows it. */
  jobId: string;
  storeId: number;
  phase: UploadPhase;
  rowsDone: number;
  rowCount: number;
  /** The whole upload's percent (uploadPercent of @fulfil/domain). */
  percent: number;
  /** Why the upload failed, in the words the uploader saw; null unless FAILED. */
  message: string | null;
}

/**
 * That a store's history grew, and by which change (never the entry itself): a subscriber hears
 * it only when it hears that change, and reads the entries with its own history query.
 */
export interface StoreHistoryNotice {
  storeId: number;
  /** The change event that told of the recorded write. */
  cause: ChangeEventType;
}

/** That a client's history grew: its own rows' or one of its stores'. */
export interface ClientHistoryNotice {
  clientId: number;
  cause: ChangeEventType;
}

/** A change of one kind, as the bus carries it; of several kinds, the union of each. */
export type BusEvent<K extends ChangeEventType> = K extends ChangeEventType
  ? ChangeEvent<PayloadOf<K>> & { type: K }
  : never;
