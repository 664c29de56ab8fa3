import {
  DELETE_RESPONSE_CODE,
  UNDO_MESSAGES,
  valuesBefore,
  type RowUndoableEntityType,
} from '@fulfil/domain';
import { sql } from 'kysely';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { isUniqueViolation } from '../db/errors.js';
import { HttpError, notFound } from '../errors.js';
import { historyEntries } from '../queries/history.js';
import { loose } from '../queries/layout/index.js';
import { requireLatest, unprocessable, type Entry } from './undo-checks.js';
import { UNDOABLE_ROWS, type RowUndo } from './undoable-rows.js';

/**
 * The undo of a change of a row outside the store layout: once the entry is found to be the row's
 * latest, the row's own update route writes it with the recorded fields set back, over the version
 * just read (its own delete route removes a created row, its move route moves a moved one back,
 * its create route creates a deleted one again under its id from the values the deletion recorded).
 * What that route refuses, the undo refuses: a refusal or a failed check as 422 with its reason, a
 * write since as the stale edit's 409. The route's answer is passed on, for the changes it
 * announces, with the list's order and version where the route answers them.
 */
export async function undoRowChange(db: Db, caller: Caller, entry: Entry) {
  const entityType = entry.entityType as RowUndoableEntityType;
  const kind = UNDOABLE_ROWS[entityType];
  const stored = await storedRow(db, kind, entry.entityId);
  if (!stored && entry.action !== 'deleted') throw notFound(`${entityType} ${entry.entityId}`);
  const values = valuesBefore(entry.changes);
  const settable: readonly string[] = [...kind.fields, ...(kind.derived ?? [])];
  if (entry.action === 'updated' && Object.keys(values).some((field) => !settable.includes(field)))
    throw unprocessable(UNDO_MESSAGES.unsupported);
  await requireLatest(db, entry, stored, async () => stored && kind.load(db, caller, stored));

  const unsupported = () => Promise.reject(unprocessable(UNDO_MESSAGES.unsupported));
  const write = {
    updated: () => kind.update(db, caller, { ...stored!, ...values }),
    moved: () =>
      kind.move
        ? kind.move(db, caller, stored!, (values.position as number | undefined) ?? 0)
        : unsupported(),
    created: () => (kind.remove ? kind.remove(db, caller, stored!) : unsupported()),
    deleted: () =>
      kind.recreate ? kind.recreate(db, caller, values, Number(entry.entityId)) : unsupported(),
  }[entry.action as 'updated' | 'moved' | 'created' | 'deleted'];
  const answer = await write().catch((error: unknown) => {
    throw asUndoRefusal(error, entityType);
  });
  const refusal = refusalIn(answer);
  if (refusal) throw unprocessable(refusal);
  // The row's first entry after the undone one is the undo's: a write between would have failed it.
  const recorded = await historyEntries(db)
    .where('entityType', '=', entry.entityType)
    .where('entityId', '=', entry.entityId)
    .where(sql<boolean>`history_id > ${entry.historyId}::bigint`)
    .orderBy(sql`history_id`)
    .limit(1)
    .executeTakeFirstOrThrow();
  const { orderedIds = null, listVersion = null } = answer as { orderedIds?: number[]; listVersion?: number };
  return { entry: recorded, parentId: null, orderedIds, listVersion, stored: answer };
}

/** The row an entry names by its key, its columns' values joined with '/' as the history keeps them. */
function storedRow(db: Db, kind: RowUndo, entityId: string) {
  const columns = typeof kind.id === 'string' ? [kind.id] : kind.id;
  const values = entityId.split('/');
  if (values.length !== columns.length) throw unprocessable(UNDO_MESSAGES.unsupported);
  return columns
    .reduce(
      (query, column, index) => query.where(column, '=', keyValue(values[index]!)),
      loose(db).selectFrom(kind.table).selectAll(),
    )
    .executeTakeFirst();
}

/** An id column's value as a number, a name (a role) as it is. */
const keyValue = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

/**
 * A route's refusal of the write, as the undo's: a failed check is why it cannot be undone; a stale
 * version, the row changed since, as is a deleted row another undo created again first (its key taken).
 */
function asUndoRefusal(error: unknown, entityType: string) {
  if (isUniqueViolation(error)) return new HttpError(409, UNDO_MESSAGES.changedSince, { entityType });
  if (!(error instanceof HttpError)) return error;
  if (error.statusCode === 400) return unprocessable(error.message);
  if (error.statusCode === 409)
    return new HttpError(409, UNDO_MESSAGES.changedSince, { ...error.extra, entityType });
  return error;
}

/** The reasons a route answered a refusal with, as data (`isSuccess` or `ok` false, a failed `responseCode`), or null. */
function refusalIn(answer: unknown): string | null {
  const result = answer as {
    isSuccess?: boolean;
    ok?: boolean;
    responseCode?: number;
    errors?: (string | { errorMessage: string })[];
  };
  const failed =
    result.isSuccess === false || result.ok === false || result.responseCode === DELETE_RESPONSE_CODE.failure;
  if (!failed) return null;
  return (result.errors ?? [])
    .map((error) => (typeof error === 'string' ? error : error.errorMessage))
    .join(' ');
}
