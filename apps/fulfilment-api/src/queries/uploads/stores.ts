import { canReadClient, writesStores } from '@fulfil/domain';
import type { Caller } from '../../auth/scope.js';
import type { Db } from '../../db/connect.js';
import { forbidden } from '../../errors.js';
import { requireStore } from '../layout/index.js';

/**
 * The store an upload names by its source key within a client, after the tenant check: 403 for a
 * caller who may not change that client's layouts, undefined when the client has no such store.
 * Roles that never reshape a layout are refused before the store is looked up, so the answer says
 * nothing about which keys exist.
 */
export async function requireStoreBySourceKey(
  db: Db,
  caller: Caller,
  clientId: number,
  storeSourceKey: string,
) {
  if (!writesStores(caller.role) || !canReadClient(caller, clientId)) throw forbidden();
  const store = await db
    .selectFrom('stores')
    .select(['storeId', 'storeSourceKey', 'name'])
    .where('clientId', '=', clientId)
    .where('storeSourceKey', '=', storeSourceKey)
    .executeTakeFirst();
  if (!store) return undefined;
  await requireStore(db, caller, store.storeId, 'write');
  return store;
}

/** The store's food safety types, in their list's order. */
export const foodSafetyTypesOf = (db: Db, storeId: number) =>
  db
    .selectFrom('foodSafetyTypes')
    .select(['foodSafetyTypeId', 'name'])
    .where('storeId', '=', storeId)
    .orderBy('sequenceId')
    .orderBy('foodSafetyTypeId')
    .execute();

/** The uploader's e-mail address, to which a file handled later would report (none for an API key). */
export async function uploaderEmail(db: Db, caller: Caller): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('email')
    .where('userId', '=', caller.userId)
    .executeTakeFirst();
  return user?.email ?? null;
}
