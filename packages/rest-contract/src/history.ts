/**
 * The history of changes (issue 17): every write through the API, read newest first, filtered and
 * paged, by whoever may read the rows it is about.
 */
import {
  HISTORY_ACTIONS,
  HISTORY_VIA,
  type HistoryAction,
  type HistoryChange,
  type HistoryVia,
} from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import { DateTime, Id, NullableId, route } from './common.js';

/** Most entries one page holds. */
export const HISTORY_PAGE_MAX = 200;

export const HistoryEntry = Type.Object({
  /** Text: the entries outnumber 32-bit integers long before their retention ends. */
  historyId: Type.String(),
  recordedAt: DateTime,
  clientId: NullableId,
  storeId: NullableId,
  /** The spec's entity name of the row: Section, Shelf, Zone, User, Integration... */
  entityType: Type.String(),
  /** The row's key; a row keyed by several columns joins them with '/'. */
  entityId: Type.String(),
  action: Type.Unsafe<HistoryAction>({ type: 'string', enum: [...HISTORY_ACTIONS] }),
  /** The person who acted, or null when an API key or a signed-out call did. */
  actorUserId: NullableId,
  actorApiKeyId: NullableId,
  actorName: Type.String(),
  via: Type.Unsafe<HistoryVia>({ type: 'string', enum: [...HISTORY_VIA] }),
  /** Field name to {before, after}; a secret's field is the text "changed". A move: position. */
  changes: Type.Unsafe<Record<string, HistoryChange>>({ type: 'object', additionalProperties: true }),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryQuery = Type.Object({
  storeId: Type.Optional(Id),
  clientId: Type.Optional(Id),
  entityType: Type.Optional(Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z]+$' })),
  entityId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  actorUserId: Type.Optional(Id),
  /** Entries recorded at or after this time. */
  from: Type.Optional(DateTime),
  /** Entries recorded before this time. */
  to: Type.Optional(DateTime),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: HISTORY_PAGE_MAX })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

/** Newest first; `hasMore` says whether a next page has entries (a count would read them all). */
export const GetHistory = route('GET', '/history', {
  querystring: HistoryQuery,
  response: {
    200: Type.Object({
      entries: Type.Array(HistoryEntry),
      page: Type.Integer(),
      pageSize: Type.Integer(),
      hasMore: Type.Boolean(),
    }),
  },
});
