/** A client's help items (spec 2 sections 3 and 7): HTML help shown for a list of UPCs. */
import type { Db } from '../db/connect.js';
import { nextVersion } from './versioned.js';

const COLUMNS = [
  'productId',
  'clientId',
  'upcList',
  'helpHtml',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

/** The written columns of an item. */
export interface HelpItemValues {
  upcList: string;
  helpHtml: string;
}

/** The row in the contract's spelling (helpHTML). */
function asHelpItem<Row extends { helpHtml: string }>({ helpHtml, ...row }: Row) {
  return { ...row, helpHTML: helpHtml };
}

const helpItems = (db: Db, clientId: number) =>
  db.selectFrom('helpItems').select(COLUMNS).where('clientId', '=', clientId);

/** The client's items, by UPC list. */
export async function listHelpItems(db: Db, clientId: number) {
  return (await helpItems(db, clientId).orderBy('upcList').execute()).map(asHelpItem);
}

export async function findHelpItem(db: Db, clientId: number, productId: number) {
  const row = await helpItems(db, clientId).where('productId', '=', productId).executeTakeFirst();
  return row && asHelpItem(row);
}

/** Stores a new item; resolves to its id. */
export async function insertHelpItem(db: Db, clientId: number, values: HelpItemValues, by: string) {
  const created = await db
    .insertInto('helpItems')
    .values({ clientId, ...values, updatedBy: by })
    .returning('productId')
    .executeTakeFirstOrThrow();
  return created.productId;
}

/**
 * Writes the item over `version`, or whatever its version when none is given (the contract's
 * callers may send none: last one wins). Resolves whether a row was written.
 */
export async function updateHelpItem(
  db: Db,
  item: { clientId: number; productId: number; version?: number },
  values: HelpItemValues,
  by: string,
): Promise<boolean> {
  let update = db
    .updateTable('helpItems')
    .set({ ...values, ...nextVersion(by) })
    .where('productId', '=', item.productId)
    .where('clientId', '=', item.clientId);
  if (item.version !== undefined) update = update.where('version', '=', item.version);
  return (await update.returning('productId').executeTakeFirst()) !== undefined;
}
