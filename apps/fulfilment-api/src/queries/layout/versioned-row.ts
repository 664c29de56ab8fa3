import type { Db } from '../../db/connect.js';
import { nextVersion, requireUpdated } from '../versioned.js';
import { loose, type OrderedList } from './ordered-list.js';

/**
 * `UPDATE ... WHERE id = ? AND version = ?` on a layout row, answering the stored row as `load`
 * reads it: 404 when the row is gone, 409 with the current row when `version` is stale.
 */
export async function saveVersioned<T extends { updatedBy: string }>(
  trx: Db,
  list: OrderedList,
  change: { rowId: number; version: number; values: Record<string, unknown>; userName: string },
  load: (rowId: number) => Promise<T | undefined>,
): Promise<T> {
  const updated = await loose(trx)
    .updateTable(list.table)
    .set({ ...change.values, ...nextVersion(change.userName) })
    .where(list.id, '=', change.rowId)
    .where('version', '=', change.version)
    .returning(list.id)
    .executeTakeFirst();
  return requireUpdated(updated !== undefined, () => load(change.rowId), `${list.what} ${change.rowId}`);
}

export async function deleteRow(trx: Db, list: OrderedList, rowId: number): Promise<void> {
  await loose(trx).deleteFrom(list.table).where(list.id, '=', rowId).execute();
}
