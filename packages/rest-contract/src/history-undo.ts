/**
 * Undo of one's own last change of a row from its history entry (issue 17): the change is reversed
 * in one transaction, by the row's own write rules, and recorded as a new entry.
 */
import { HISTORY_ID_PATTERN } from '@fulfil/domain';
import { Type, type Static } from 'typebox';
import { Id, Nullable, route } from './common.js';
import { HistoryEntry } from './history.js';
import { ListVersion, OrderedIds } from './layout.js';

/**
 * Answers the entry the undo recorded; for the store layout's rows, the row's parent (its store, or
 * its section for a shelf) and, when the undo moved or deleted the row, its list's new order and
 * version; for other rows, what their update, move, delete or create route answered (an assignment rule's
 * deletion with the rule as it was), and the list's new order and version where that route answers
 * them (assignment rules). Refused: 403 for
 * another's entry, 404 for an entry or row the caller cannot see, 409 (with the stored row and who
 * changed it, as a stale edit) when the row changed since, 422 for a change that cannot be undone.
 */
export const UndoHistoryEntry = route('POST', '/history/:historyId/undo', {
  params: Type.Object({ historyId: Type.String({ pattern: HISTORY_ID_PATTERN }) }),
  response: {
    200: Type.Object({
      entry: HistoryEntry,
      parentId: Nullable(Id),
      orderedIds: Nullable(OrderedIds),
      listVersion: Nullable(ListVersion),
      /** The update, move, delete or create route's own answer, in that route's shape; null for the layout. */
      stored: Type.Unknown(),
    }),
  },
});
export type UndoHistoryResult = Static<(typeof UndoHistoryEntry.response)[200]>;
