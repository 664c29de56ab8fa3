import { deliveryProviderType, notificationType, type DeliverySettings } from '@fulfil/domain';
import type { Db } from '../db/connect.js';
import { nextVersion } from './versioned.js';

/** The store's provider row with the names of its provider and notification types, if it has one. */
export async function findDeliveryProvider(db: Db, storeId: number) {
  const row = await db
    .selectFrom('storeDeliveryProviders')
    .selectAll()
    .where('storeId', '=', storeId)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      providerName: deliveryProviderType(row.providerId)?.name ?? '',
      notificationTypeName: notificationType(row.notificationTypeId)?.name ?? '',
    }
  );
}

/** Whether the store's deliveries go through its provider (the store must exist). */
export const deliveryEnabled = async (db: Db, storeId: number): Promise<boolean> =>
  (
    await db
      .selectFrom('stores')
      .select('storeDeliveryProviderEnabled')
      .where('storeId', '=', storeId)
      .executeTakeFirstOrThrow()
  ).storeDeliveryProviderEnabled;

export const setDeliveryEnabled = (db: Db, storeId: number, isEnabled: boolean) =>
  db
    .updateTable('stores')
    .set({ storeDeliveryProviderEnabled: isEnabled })
    .where('storeId', '=', storeId)
    .execute();

/**
 * Stores the store's provider and links it from the store row; resolves to its id, or undefined
 * when the store already has one.
 */
export const insertDeliveryProvider = (db: Db, storeId: number, settings: DeliverySettings, by: string) =>
  db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('storeDeliveryProviders')
      .values({ storeId, ...settings, updatedBy: by })
      .onConflict((oc) => oc.column('storeId').doNothing())
      .returning('storeDeliveryProviderId')
      .executeTakeFirst();
    if (row)
      await trx
        .updateTable('stores')
        .set({ storeDeliveryProviderId: row.storeDeliveryProviderId })
        .where('storeId', '=', storeId)
        .execute();
    return row?.storeDeliveryProviderId;
  });

/** Writes the store's provider if it still has `version`; false when it does not (or is gone). */
export const updateDeliveryProvider = async (
  db: Db,
  row: { storeDeliveryProviderId: number; storeId: number; version: number },
  settings: DeliverySettings,
  by: string,
): Promise<boolean> =>
  (await db
    .updateTable('storeDeliveryProviders')
    .set({ ...settings, ...nextVersion(by) })
    .where('storeDeliveryProviderId', '=', row.storeDeliveryProviderId)
    .where('storeId', '=', row.storeId)
    .where('version', '=', row.version)
    .returning('storeDeliveryProviderId')
    .executeTakeFirst()) !== undefined;
