import { storesInScope, type Caller } from '../auth/scope.js';
import type { Db } from '../db/connect.js';

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

/** The stores the caller may see, optionally only one client's or one user's assigned stores. */
export function listStores(db: Db, caller: Caller, filter: { clientId?: number; assignedTo?: number } = {}) {
  let query = db.selectFrom('stores').select(STORE_COLUMNS).where(storesInScope(caller));
  if (filter.clientId !== undefined) query = query.where('stores.clientId', '=', filter.clientId);
  if (filter.assignedTo !== undefined) {
    const assignedTo = filter.assignedTo;
    query = query.where('stores.storeId', 'in', (eb) =>
      eb.selectFrom('userStores').select('userStores.storeId').where('userStores.userId', '=', assignedTo),
    );
  }
  return query.orderBy('stores.name').orderBy('stores.storeId').execute();
}
