import { HUB_STORE_TYPE_ID, SPOKE_STORE_TYPE_ID } from '@fulfil/domain';
import type { Db } from '../db/connect.js';
import { countAll } from './count.js';

export const STORE_NAME_REQUIRED = 'Store name is required.';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A spoke's parent must be a hub of the same client; null when the parent is fine. */
export async function parentRefusal(
  db: Db,
  clientId: number,
  storeTypeId: number | null | undefined,
  parentStoreId: number | null,
): Promise<string | null> {
  if (storeTypeId !== SPOKE_STORE_TYPE_ID) return null;
  if (parentStoreId === null) return 'A spoke store needs a parent hub store.';
  const parent = await db
    .selectFrom('stores')
    .select('storeId')
    .where('storeId', '=', parentStoreId)
    .where('clientId', '=', clientId)
    .where('storeTypeId', '=', HUB_STORE_TYPE_ID)
    .executeTakeFirst();
  return parent ? null : "The parent store must be one of the client's hub stores.";
}

/**
 * Why a store may not be deleted, one reason each: users still assigned to it, or spokes it
 * serves. Its layout (food safety types, categories, sections, zones) goes with it.
 */
export async function whyStoreStays(db: Db, storeId: number): Promise<string[]> {
  const counts = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('userStores').select(countAll().as('n')).where('storeId', '=', storeId).as('users'),
      eb.selectFrom('stores').select(countAll().as('n')).where('parentStoreId', '=', storeId).as('spokes'),
    ])
    .executeTakeFirstOrThrow();
  return [
    counts.users ? `Store has ${plural(counts.users, 'assigned user')}; unassign them first.` : null,
    counts.spokes ? `Store is the parent of ${plural(counts.spokes, 'spoke store')}; move them first.` : null,
  ].filter((reason) => reason !== null);
}
