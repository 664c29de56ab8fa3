import { canReadStore, canWriteStore, type Caller } from '../../auth/scope.js';
import type { Db } from '../../db/connect.js';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { LISTS, lockParent, rowOwner, type OrderedList } from './ordered-list.js';

export type Access = 'read' | 'write';

/** The store, after the tenant check: 404 when missing, 403 when the caller may not read or write it. */
export async function requireStore(db: Db, caller: Caller, storeId: number, access: Access) {
  const store = await db
    .selectFrom('stores')
    .select(['storeId', 'clientId'])
    .where('storeId', '=', storeId)
    .executeTakeFirst();
  if (!store) throw notFound(`Store ${storeId}`);
  const allowed = access === 'read' ? canReadStore(caller, store) : canWriteStore(caller, store);
  if (!allowed) throw forbidden();
  return store;
}

/** A row of a layout list, after the tenant check of its store; `parentId` is its store or section. */
export async function requireRow(db: Db, caller: Caller, list: OrderedList, rowId: number, access: Access) {
  const owner = await rowOwner(db, list, rowId);
  if (!owner) throw notFound(`${list.what} ${rowId}`);
  await requireStore(db, caller, owner.storeId, access);
  return owner;
}

/**
 * A food safety type named in a body must be one of the store's own: another store's id would
 * leak across tenants. None (null) is allowed.
 */
export async function requireOwnFoodSafetyType(db: Db, storeId: number, foodSafetyTypeId?: number | null) {
  if (foodSafetyTypeId == null) return;
  const found = await db
    .selectFrom('foodSafetyTypes')
    .select('foodSafetyTypeId')
    .where('foodSafetyTypeId', '=', foodSafetyTypeId)
    .where('storeId', '=', storeId)
    .executeTakeFirst();
  if (!found)
    throw badRequest(`foodSafetyTypeId: ${foodSafetyTypeId} is not a food safety type of store ${storeId}.`);
}

const PARENT_LISTS = { sections: LISTS.sections, stagingSections: LISTS.stagingSections } as const;

/** The parent of a list (a store, or the section of a shelf), after the tenant check. */
export async function requireParent(
  db: Db,
  caller: Caller,
  list: OrderedList,
  parentId: number,
  access: Access,
) {
  if (list.parentTable === 'stores') {
    await requireStore(db, caller, parentId, access);
    return parentId;
  }
  const { storeId } = await requireRow(db, caller, PARENT_LISTS[list.parentTable], parentId, access);
  return storeId;
}

/**
 * Runs `work` in one transaction with the list's parent locked and the list's version bumped (see
 * lockParent); `work` gets the new version.
 */
export function withLockedParent<T>(
  db: Db,
  list: OrderedList,
  parentId: number,
  work: (trx: Db, listVersion: number) => Promise<T>,
) {
  return db.transaction().execute(async (trx) => work(trx, await lockParent(trx, list, parentId)));
}
