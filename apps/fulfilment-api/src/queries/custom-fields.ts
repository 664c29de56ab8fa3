/** A client's custom fields (spec 2 sections 3, 5 and 7). */
import type { Db } from '../db/connect.js';
import type { ColumnValues, Tables } from '../db/tables.js';
import { nextVersion } from './versioned.js';

/** The custom field row of the contract. */
const COLUMNS = [
  'customFieldId',
  'clientId',
  'name',
  'sourceKey',
  'description',
  'dataType',
  'assignment',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

/** A custom field's editable columns; its source key is set once, on create. */
export type CustomFieldValues = ColumnValues<
  Tables['customFields'],
  'name' | 'description' | 'dataType' | 'assignment'
>;

const customFields = (db: Db, clientId: number) =>
  db.selectFrom('customFields').select(COLUMNS).where('clientId', '=', clientId);

/** The client's custom fields, by name. */
export const listCustomFields = (db: Db, clientId: number) =>
  customFields(db, clientId).orderBy('name').execute();

export const findCustomField = (db: Db, clientId: number, customFieldId: number) =>
  customFields(db, clientId).where('customFieldId', '=', customFieldId).executeTakeFirst();

/**
 * Stores a new field; resolves to its id, or undefined when the client already has its source key.
 * An undone deletion's row comes back under `restoredId`, its history going on under it.
 */
export const insertCustomField = async (
  db: Db,
  row: { clientId: number; sourceKey: string },
  values: CustomFieldValues,
  by: string,
  restoredId?: number,
) =>
  (
    await db
      .insertInto('customFields')
      .values({ ...(restoredId && { customFieldId: restoredId }), ...row, ...values, updatedBy: by })
      .onConflict((oc) => oc.columns(['clientId', 'sourceKey']).doNothing())
      .returning('customFieldId')
      .executeTakeFirst()
  )?.customFieldId;

/** Writes the field if it still has `version`; undefined when it does not (or is gone). */
export const updateCustomField = (
  db: Db,
  row: { customFieldId: number; clientId: number; version: number },
  values: CustomFieldValues,
  by: string,
) =>
  db
    .updateTable('customFields')
    .set({ ...values, ...nextVersion(by) })
    .where('customFieldId', '=', row.customFieldId)
    .where('clientId', '=', row.clientId)
    .where('version', '=', row.version)
    .returning(COLUMNS)
    .executeTakeFirst();

/** Deletes the field if it still has `sourceKey`; false when there was no such field. */
export const deleteCustomField = async (
  db: Db,
  row: { customFieldId: number; clientId: number; sourceKey: string },
): Promise<boolean> =>
  (
    await db
      .deleteFrom('customFields')
      .where('customFieldId', '=', row.customFieldId)
      .where('clientId', '=', row.clientId)
      .where('sourceKey', '=', row.sourceKey)
      .executeTakeFirst()
  ).numDeletedRows > 0n;
