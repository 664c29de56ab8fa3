import { storesInScope, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';
import type { ColumnValues, Tables } from '../db/tables.js';
import { nextVersion } from './versioned.js';

/** The store row of the contract. */
export const STORE_COLUMNS = [
  'stores.storeId',
  'stores.clientId',
  'stores.name',
  'stores.storeTypeId',
  'stores.parentStoreId',
  'stores.storeSourceKey',
  'stores.location',
  'stores.stateProvince',
  'stores.timeZoneName',
  'stores.storeDeliveryProviderId',
  'stores.storeDeliveryProviderEnabled',
  'stores.version',
  'stores.updatedAt',
  'stores.updatedBy',
] as const;

export function findStore(db: Db, storeId: number) {
  return db.selectFrom('stores').select(STORE_COLUMNS).where('storeId', '=', storeId).executeTakeFirst();
}

/** What a store list keeps: one client's or several clients' stores, or those assigned to users. */
export interface StoreFilter {
  clientIds?: readonly number[];
  assignedTo?: readonly number[];
}

/** The stores the caller may see, optionally only some clients' or some users' assigned stores. */
export function listStores(db: Db, caller: Caller, filter: StoreFilter = {}) {
  let query = db.selectFrom('stores').select(STORE_COLUMNS).where(storesInScope(caller));
  if (filter.clientIds) query = query.where('stores.clientId', 'in', filter.clientIds);
  if (filter.assignedTo) {
    const assignedTo = filter.assignedTo;
    query = query.where('stores.storeId', 'in', (eb) =>
      eb.selectFrom('userStores').select('userStores.storeId').where('userStores.userId', 'in', assignedTo),
    );
  }
  return query.orderBy('stores.name').orderBy('stores.storeId').execute();
}

/** Each user's assigned stores that the caller may see, in the order of `userIds`, in one query. */
export async function storesOfUsers(db: Db, caller: Caller, userIds: readonly number[]) {
  const rows = await db
    .selectFrom('userStores')
    .innerJoin('stores', 'stores.storeId', 'userStores.storeId')
    .select([...STORE_COLUMNS, 'userStores.userId'])
    .where('userStores.userId', 'in', userIds)
    .where(storesInScope(caller))
    .orderBy('stores.name')
    .orderBy('stores.storeId')
    .execute();
  return userIds.map((userId) => ({
    userId,
    stores: rows.filter((row) => row.userId === userId).map(({ userId: _owner, ...store }) => store),
  }));
}

/**
 * A store's editable columns, as a create or an update writes them. The column allows no time zone,
 * but the API always writes one (the default when the body gives none).
 */
export type StoreValues = ColumnValues<
  Tables['stores'],
  'name' | 'storeTypeId' | 'parentStoreId' | 'storeSourceKey' | 'location' | 'stateProvince' | 'timeZoneName'
> & { timeZoneName: string };

/** Stores a new store of the client; resolves to its row. */
export const insertStore = (db: Db, clientId: number, values: StoreValues, by: string) =>
  db
    .insertInto('stores')
    .values({ clientId, ...values, updatedBy: by })
    .returning(STORE_COLUMNS)
    .executeTakeFirstOrThrow();

/** Writes the store if it still has `version`; undefined when it does not (or is gone). */
export const updateStore = (
  db: Db,
  row: { storeId: number; version: number },
  values: StoreValues,
  by: string,
) =>
  db
    .updateTable('stores')
    .set({ ...values, ...nextVersion(by) })
    .where('storeId', '=', row.storeId)
    .where('version', '=', row.version)
    .returning(STORE_COLUMNS)
    .executeTakeFirst();

/**
 * Locks the store's row until the transaction ends, so a user assignment or spoke added meanwhile
 * waits for the decision; its ids, or undefined when there is no such store.
 */
export const lockStore = (trx: Db, storeId: number) =>
  trx
    .selectFrom('stores')
    .select(['storeId', 'clientId'])
    .where('storeId', '=', storeId)
    .forUpdate()
    .executeTakeFirst();

export const deleteStore = (trx: Db, storeId: number) =>
  trx.deleteFrom('stores').where('storeId', '=', storeId).execute();

/** The ids of a client's stores. */
export async function storeIdsOfClient(db: Db, clientId: number): Promise<number[]> {
  const stores = await db.selectFrom('stores').select('storeId').where('clientId', '=', clientId).execute();
  return stores.map((store) => store.storeId);
}
