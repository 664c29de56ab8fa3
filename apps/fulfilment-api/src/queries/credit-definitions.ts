/** A client's customer credit definitions (spec 2 sections 3, 4 and 7). */
import type { Db } from '../db/connect.js';
import type { ColumnValues, Tables } from '../db/tables.js';
import { nextVersion } from './versioned.js';

/** The credit definition row of the contract. */
const COLUMNS = [
  'customerCreditDefinitionId',
  'clientId',
  'name',
  'creditDefinitionSourceKey',
  'customerNotificationTemplate',
  'customerCreditDepartments',
  'customerCreditMultipliers',
  'customerCreditPermissions',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

/** A definition's stored columns, checked; the three lists are the JSON of their named items. */
export type CreditDefinitionValues = ColumnValues<
  Tables['customerCreditDefinitions'],
  | 'name'
  | 'creditDefinitionSourceKey'
  | 'customerNotificationTemplate'
  | 'customerCreditDepartments'
  | 'customerCreditMultipliers'
  | 'customerCreditPermissions'
>;

const definitions = (db: Db, clientId: number) =>
  db.selectFrom('customerCreditDefinitions').select(COLUMNS).where('clientId', '=', clientId);

/** The client's definitions, by name. */
export const listCreditDefinitions = (db: Db, clientId: number) =>
  definitions(db, clientId).orderBy('name').execute();

export const findCreditDefinition = (db: Db, clientId: number, definitionId: number) =>
  definitions(db, clientId).where('customerCreditDefinitionId', '=', definitionId).executeTakeFirst();

/**
 * Stores a new definition; resolves to it as stored.
 * An undone deletion's row comes back under `restoredId`, its history going on under it.
 */
export const insertCreditDefinition = (
  db: Db,
  clientId: number,
  values: CreditDefinitionValues,
  by: string,
  restoredId?: number,
) =>
  db
    .insertInto('customerCreditDefinitions')
    .values({
      ...(restoredId && { customerCreditDefinitionId: restoredId }),
      clientId,
      ...values,
      updatedBy: by,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();

/** Writes the definition if it still has `version`; undefined when it does not (or is gone). */
export const updateCreditDefinition = (
  db: Db,
  row: { customerCreditDefinitionId: number; clientId: number; version: number },
  values: CreditDefinitionValues,
  by: string,
) =>
  db
    .updateTable('customerCreditDefinitions')
    .set({ ...values, ...nextVersion(by) })
    .where('customerCreditDefinitionId', '=', row.customerCreditDefinitionId)
    .where('clientId', '=', row.clientId)
    .where('version', '=', row.version)
    .returning(COLUMNS)
    .executeTakeFirst();

/** Deletes the client's definition; false when it had no such definition. */
export const deleteCreditDefinition = async (
  db: Db,
  clientId: number,
  definitionId: number,
): Promise<boolean> =>
  (
    await db
      .deleteFrom('customerCreditDefinitions')
      .where('customerCreditDefinitionId', '=', definitionId)
      .where('clientId', '=', clientId)
      .executeTakeFirst()
  ).numDeletedRows > 0n;
