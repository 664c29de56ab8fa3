import { STORE_ATTRIBUTE_KEYS, storeAttributeValueType } from '@fulfil/domain';
import type { Db } from '../db/connect.js';
import { nullWhenDuplicate } from '../db/errors.js';
import type { ColumnValues, Tables } from '../db/tables.js';
import { nextVersion } from './versioned.js';

/** An attribute's editable columns. */
type StoreAttributeValues = ColumnValues<Tables['storeAttributes'], 'name' | 'value'>;

const DESCRIPTIONS = new Map(STORE_ATTRIBUTE_KEYS.map((key) => [key.name, key.description]));

/** The store's attributes by name, or one of them, with the value type and description of its key. */
export async function storeAttributes(db: Db, storeId: number, storeAttributeId?: number) {
  let query = db
    .selectFrom('storeAttributes')
    .select(['storeAttributeId', 'storeId', 'name', 'value', 'version', 'updatedAt', 'updatedBy'])
    .where('storeId', '=', storeId);
  if (storeAttributeId !== undefined) query = query.where('storeAttributeId', '=', storeAttributeId);
  const rows = await query.orderBy('name').execute();
  return rows.map((row) => ({
    ...row,
    valueType: storeAttributeValueType(row.name),
    description: DESCRIPTIONS.get(row.name) ?? '',
  }));
}

export const findStoreAttribute = async (db: Db, storeId: number, storeAttributeId: number) =>
  (await storeAttributes(db, storeId, storeAttributeId))[0];

/** The store that holds the attribute, or undefined when there is no such attribute. */
export const storeOfAttribute = async (db: Db, storeAttributeId: number) =>
  (
    await db
      .selectFrom('storeAttributes')
      .select('storeId')
      .where('storeAttributeId', '=', storeAttributeId)
      .executeTakeFirst()
  )?.storeId;

/**
 * Stores a new attribute of the store; resolves to its id, or undefined when the name is taken.
 * An undone deletion's row comes back under `restoredId`, its history going on under it.
 */
export const insertStoreAttribute = async (
  db: Db,
  attribute: StoreAttributeValues & { storeId: number },
  by: string,
  restoredId?: number,
) =>
  (
    await db
      .insertInto('storeAttributes')
      .values({ ...(restoredId && { storeAttributeId: restoredId }), ...attribute, updatedBy: by })
      .onConflict((oc) => oc.columns(['storeId', 'name']).doNothing())
      .returning('storeAttributeId')
      .executeTakeFirst()
  )?.storeAttributeId;

/**
 * Writes the attribute if it still has `version`: true when written, false when it does not (or is
 * gone), null when another attribute of the store has the name.
 */
export const updateStoreAttribute = (
  db: Db,
  row: { storeAttributeId: number; version: number },
  values: StoreAttributeValues,
  by: string,
): Promise<boolean | null> =>
  db
    .updateTable('storeAttributes')
    .set({ ...values, ...nextVersion(by) })
    .where('storeAttributeId', '=', row.storeAttributeId)
    .where('version', '=', row.version)
    .returning('storeAttributeId')
    .executeTakeFirst()
    .then((written) => written !== undefined)
    .catch(nullWhenDuplicate);

export const deleteStoreAttribute = (db: Db, storeAttributeId: number) =>
  db.deleteFrom('storeAttributes').where('storeAttributeId', '=', storeAttributeId).execute();
