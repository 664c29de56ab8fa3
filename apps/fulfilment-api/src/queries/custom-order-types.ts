/** Custom order types (order sub types, spec 3): a client's, or one store's, with an icon. */
import type { Db } from '../db/connect.js';
import { nextVersion } from './versioned.js';

const COLUMNS = [
  'orderSubTypeId',
  'clientId',
  'storeId',
  'name',
  'sourceKey',
  'iconData',
  'iconMimeType',
  'version',
  'updatedAt',
  'updatedBy',
] as const;

/** The written columns; an icon is its bytes and the type read from them. */
export interface OrderSubTypeValues {
  name: string;
  sourceKey: string;
  icon?: { bytes: Buffer; mimeType: string };
}

/** The row in the contract's shape: the icon as base64, and where it is served. */
function asOrderSubType<Row extends { orderSubTypeId: number; iconData: Uint8Array | null; version: number }>(
  row: Row,
) {
  return {
    ...row,
    // PGlite answers bytea as a Uint8Array, node-postgres as a Buffer.
    iconData: row.iconData ? Buffer.from(row.iconData).toString('base64') : null,
    iconUri: row.iconData ? `/ordersubtypes/${row.orderSubTypeId}/icon?v=${row.version}` : null,
  };
}

const orderSubTypes = (db: Db) => db.selectFrom('orderSubTypes').select(COLUMNS);

/** The client's own types (those without a store), by name. */
export async function listClientOrderSubTypes(db: Db, clientId: number) {
  const rows = await orderSubTypes(db)
    .where('clientId', '=', clientId)
    .where('storeId', 'is', null)
    .orderBy('name')
    .orderBy('orderSubTypeId')
    .execute();
  return rows.map(asOrderSubType);
}

/** One store's types, by name. */
export async function listStoreOrderSubTypes(db: Db, storeId: number) {
  const rows = await orderSubTypes(db)
    .where('storeId', '=', storeId)
    .orderBy('name')
    .orderBy('orderSubTypeId')
    .execute();
  return rows.map(asOrderSubType);
}

export async function findOrderSubType(db: Db, orderSubTypeId: number) {
  const row = await orderSubTypes(db).where('orderSubTypeId', '=', orderSubTypeId).executeTakeFirst();
  return row && asOrderSubType(row);
}

/** Where a type belongs, for the tenant checks, without its icon. */
export function placeOfOrderSubType(db: Db, orderSubTypeId: number) {
  return db
    .selectFrom('orderSubTypes')
    .select(['clientId', 'storeId'])
    .where('orderSubTypeId', '=', orderSubTypeId)
    .executeTakeFirst();
}

/** The icon's bytes and type. */
export function orderSubTypeIcon(db: Db, orderSubTypeId: number) {
  return db
    .selectFrom('orderSubTypes')
    .select(['clientId', 'storeId', 'iconData', 'iconMimeType', 'version'])
    .where('orderSubTypeId', '=', orderSubTypeId)
    .executeTakeFirst();
}

const iconColumns = (icon: OrderSubTypeValues['icon']) =>
  icon ? { iconData: icon.bytes, iconMimeType: icon.mimeType } : {};

/** Stores a new type; resolves to it. */
export async function insertOrderSubType(
  db: Db,
  place: { clientId: number; storeId: number | null },
  { icon, ...values }: OrderSubTypeValues,
  by: string,
) {
  const row = await db
    .insertInto('orderSubTypes')
    .values({ ...place, ...values, ...iconColumns(icon), updatedBy: by })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asOrderSubType(row);
}

/** Writes the type over `version`; resolves to the stored row, or undefined when none matched. */
export async function updateOrderSubType(
  db: Db,
  type: { orderSubTypeId: number; clientId: number; version: number },
  { icon, ...values }: OrderSubTypeValues,
  by: string,
) {
  const row = await db
    .updateTable('orderSubTypes')
    .set({ ...values, ...iconColumns(icon), ...nextVersion(by) })
    .where('orderSubTypeId', '=', type.orderSubTypeId)
    .where('clientId', '=', type.clientId)
    .where('version', '=', type.version)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && asOrderSubType(row);
}

/** Resolves to where the deleted row was, or undefined when there was none. */
export function deleteOrderSubType(db: Db, orderSubTypeId: number) {
  return db
    .deleteFrom('orderSubTypes')
    .where('orderSubTypeId', '=', orderSubTypeId)
    .returning(['orderSubTypeId', 'clientId', 'storeId'])
    .executeTakeFirst();
}
