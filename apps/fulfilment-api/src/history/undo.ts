import {
  canReadHistoryEntry,
  isLayoutUndoable,
  isOwnEntry,
  moveBack,
  UNDO_MESSAGES,
  undoRefusal,
  valuesBefore,
  type LayoutUndoableEntityType,
} from '@fulfil/domain';
import { sql } from 'kysely';
import type { Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import { HttpError, notFound } from '../errors.js';
import { historyEntries } from '../queries/history.js';
import {
  deleteRow,
  lockList,
  lockParent,
  loose,
  moveWithin,
  orderedIds,
  renumber,
  requireOwnFoodSafetyType,
  requireRow,
  saveVersioned,
  type OrderedList,
  type StoredRow,
} from '../queries/layout/index.js';
import { requireLatest, unprocessable, type Entry } from './undo-checks.js';
import { undoRowChange } from './undo-row.js';
import { UNDOABLE } from './undoable.js';

/**
 * Undoes the caller's own change recorded as `historyId` (issue 17), if nobody changed the row
 * since. The entry must be readable by the caller (else 404, as a row they may not read), theirs
 * (403), of a kind an undo reverses (422), and its row writable by them as its own routes check.
 * The checks that the row is unchanged and the reversal run in one transaction, with the row's list
 * and the row locked as its writes lock them, under the caller as actor: the undo is recorded as
 * an entry of its own, which is answered.
 */
export async function undoHistoryEntry(db: Db, caller: Caller, historyId: string) {
  const entry = await historyEntries(db)
    .where(sql<boolean>`history_id = ${historyId}::bigint`)
    .executeTakeFirst();
  if (!entry || !canReadHistoryEntry(caller, entry)) throw notFound(`History entry ${historyId}`);
  if (!isOwnEntry(caller, entry)) throw new HttpError(403, UNDO_MESSAGES.notOwn);
  const refusal = undoRefusal(entry);
  if (refusal) throw unprocessable(refusal);
  if (!isLayoutUndoable(entry.entityType)) return undoRowChange(db, caller, entry);
  if (!/^\d+$/.test(entry.entityId)) throw unprocessable(UNDO_MESSAGES.unsupported);
  return undoLayoutChange(db, caller, entry, entry.entityType, Number(entry.entityId));
}

/** The undo of a change of the store layout, under its list's locks, numbering and versions. */
async function undoLayoutChange(
  db: Db,
  caller: Caller,
  entry: Entry,
  entityType: LayoutUndoableEntityType,
  rowId: number,
) {
  const kind = UNDOABLE[entityType];
  const { storeId, parentId } = await requireRow(db, caller, kind.list, rowId, 'write');
  const values = valuesBefore(entry.changes);
  if (entry.action === 'updated') {
    // A row's list is its place: changing it back is a move to another list, not an update.
    if (kind.list.parent in values) throw unprocessable(UNDO_MESSAGES.unsupported);
    await requireOwnFoodSafetyType(db, storeId, values.foodSafetyTypeId as number | null | undefined);
  }

  return db.transaction().execute(async (trx) => {
    // The list first, then the row, in the order moves and deletes take them; an update-undo only
    // waits for the list, so that it leaves the list's version as it is; a move's undo reads the
    // order with the lock, as a move does.
    let listVersion: number | null = null;
    let stored: StoredRow[] = [];
    if (entry.action === 'updated') await lockListOf(trx, kind, parentId);
    else if (entry.action === 'moved') ({ listVersion, stored } = await lockList(trx, kind.list, parentId));
    else listVersion = await lockParent(trx, kind.list, parentId);
    const current = await loose(trx)
      .selectFrom(kind.list.table)
      .selectAll()
      .where(kind.list.id, '=', rowId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(`${kind.list.what} ${rowId}`);
    // Only the row's own columns are set back; anything else an entry names is not this table's.
    if (entry.action === 'updated' && Object.keys(values).some((field) => !(field in current)))
      throw unprocessable(UNDO_MESSAGES.unsupported);
    await requireLatest(trx, entry, current, () => kind.load(trx, rowId));
    let order: number[] | null = null;
    if (entry.action === 'updated') {
      const row = { ...current, ...values };
      const errors = kind.validate?.(row) ?? [];
      if (errors.length) throw unprocessable(errors.map((error) => error.message).join(' '));
      const change = { rowId, version: current.version as number, values, userName: caller.userName };
      await saveVersioned(trx, kind.list, change, (id) => kind.load(trx, id));
      await kind.afterUpdate?.(trx, row, caller.userName);
    } else if (entry.action === 'moved') {
      const position = entry.changes.position as { before: number };
      const back = moveBack(
        stored.map((row) => row.id),
        rowId,
        position.before,
      );
      if (!back) throw unprocessable(UNDO_MESSAGES.alreadyThere);
      order = await moveWithin(trx, kind.list, parentId, { sourceId: rowId, ...back }, stored);
    } else {
      await deleteRow(trx, kind.list, rowId);
      order = kind.renumberOnDelete
        ? await renumber(trx, kind.list, parentId)
        : await orderedIds(trx, kind.list, parentId);
    }
    const recorded = await historyEntries(trx)
      .where(sql<boolean>`tx_id = txid_current()`)
      .where('entityType', '=', entry.entityType)
      .where('entityId', '=', entry.entityId)
      .executeTakeFirstOrThrow();
    return { entry: recorded, parentId, orderedIds: order, listVersion, stored: null };
  });
}

/** Waits for, and holds until the transaction ends, the row's list, as moves and deletes lock it. */
async function lockListOf(trx: Db, kind: { list: OrderedList }, parentId: number) {
  await loose(trx)
    .selectFrom(kind.list.parentTable)
    .select(kind.list.parent)
    .where(kind.list.parent, '=', parentId)
    .forUpdate()
    .execute();
}
