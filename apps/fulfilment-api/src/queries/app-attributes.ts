/** A client's application attributes (spec 2 sections 3 and 7): named values. */
import { attributeValueType } from '@fulfil/domain';
import type { Db } from '../db/connect.js';
import type { ColumnValues, Tables } from '../db/tables.js';
import { nextVersion } from './versioned.js';

/** An attribute's editable columns. */
type AppAttributeValues = ColumnValues<Tables['appAttributes'], 'name' | 'value'>;

const COLUMNS = ['appAttributeId', 'clientId', 'name', 'value', 'version', 'updatedAt', 'updatedBy'] as const;

/**
 * The client's attributes by name, or the one of that name or id, each with the value type its
 * name is checked as.
 */
export async function appAttributes(
  db: Db,
  clientId: number,
  by: { name?: string; appAttributeId?: number } = {},
) {
  let query = db.selectFrom('appAttributes').select(COLUMNS).where('clientId', '=', clientId);
  if (by.name !== undefined) query = query.where('name', '=', by.name);
  if (by.appAttributeId !== undefined) query = query.where('appAttributeId', '=', by.appAttributeId);
  const rows = await query.orderBy('name').execute();
  return rows.map((row) => ({ ...row, valueType: attributeValueType(row.name) }));
}

export const findAppAttribute = async (db: Db, clientId: number, appAttributeId: number) =>
  (await appAttributes(db, clientId, { appAttributeId }))[0];

/** The client that holds the attribute, or undefined when there is none. */
export const appAttributeOwner = async (db: Db, appAttributeId: number): Promise<number | undefined> =>
  (
    await db
      .selectFrom('appAttributes')
      .select('clientId')
      .where('appAttributeId', '=', appAttributeId)
      .executeTakeFirst()
  )?.clientId;

/**
 * Stores a new attribute; resolves to its id, or undefined when the client already has its name.
 * An undone deletion's row comes back under `restoredId`, its history going on under it.
 */
export const insertAppAttribute = async (
  db: Db,
  clientId: number,
  attribute: AppAttributeValues,
  by: string,
  restoredId?: number,
) =>
  (
    await db
      .insertInto('appAttributes')
      .values({ ...(restoredId && { appAttributeId: restoredId }), clientId, ...attribute, updatedBy: by })
      .onConflict((oc) => oc.columns(['clientId', 'name']).doNothing())
      .returning('appAttributeId')
      .executeTakeFirst()
  )?.appAttributeId;

/**
 * Writes the attribute if it still has `version`; false when it does not (or is gone). Rejects with
 * a unique violation when the client has another attribute of the new name.
 */
export const updateAppAttribute = async (
  db: Db,
  row: { appAttributeId: number; clientId: number; version: number },
  attribute: AppAttributeValues,
  by: string,
): Promise<boolean> =>
  (await db
    .updateTable('appAttributes')
    .set({ ...attribute, ...nextVersion(by) })
    .where('appAttributeId', '=', row.appAttributeId)
    .where('clientId', '=', row.clientId)
    .where('version', '=', row.version)
    .returning('appAttributeId')
    .executeTakeFirst()) !== undefined;

export const deleteAppAttribute = (db: Db, appAttributeId: number) =>
  db.deleteFrom('appAttributes').where('appAttributeId', '=', appAttributeId).execute();
