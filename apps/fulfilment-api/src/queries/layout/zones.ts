import type { Db } from '../../db/connect.js';
import { countIn, LISTS } from './ordered-list.js';
import { zoneDetails } from './rows.js';

/** A zone with its sections and users, as the zone routes answer it; undefined when there is none. */
export async function loadZone(db: Db, zoneId: number) {
  const zone = await db.selectFrom('zones').select('storeId').where('zoneId', '=', zoneId).executeTakeFirst();
  return zone && (await zoneDetails(db, zone.storeId, zoneId))[0];
}

/** Stores a zone at the end of its store's list, with its sections; resolves to its id. */
export async function insertZone(
  trx: Db,
  zone: { storeId: number; name: string; foodSafetyTypeId: number | null },
  sectionIds: number[],
  by: string,
): Promise<number> {
  const { zoneId } = await trx
    .insertInto('zones')
    .values({ ...zone, sequenceId: (await countIn(trx, LISTS.zones, zone.storeId)) + 1, updatedBy: by })
    .returning('zoneId')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('zoneSections')
    .values(sectionIds.map((sectionId) => ({ zoneId, sectionId })))
    .execute();
  return zoneId;
}

/** Which of `sectionIds` are sections of the store. */
export const sectionsOfStore = async (db: Db, storeId: number, sectionIds: number[]): Promise<number[]> =>
  (
    await db
      .selectFrom('sections')
      .select('sectionId')
      .where('sectionId', 'in', sectionIds)
      .where('storeId', '=', storeId)
      .execute()
  ).map((section) => section.sectionId);

/** Links a section to a zone or unlinks it; doing either twice changes nothing. */
export async function setZoneSection(db: Db, zoneId: number, sectionId: number, linked: boolean) {
  if (linked)
    await db
      .insertInto('zoneSections')
      .values({ zoneId, sectionId })
      .onConflict((oc) => oc.columns(['zoneId', 'sectionId']).doNothing())
      .execute();
  else
    await db
      .deleteFrom('zoneSections')
      .where('zoneId', '=', zoneId)
      .where('sectionId', '=', sectionId)
      .execute();
}

/** Links a user to a zone or unlinks them; doing either twice changes nothing. */
export async function setZoneUser(db: Db, zoneId: number, userId: number, linked: boolean) {
  if (linked)
    await db
      .insertInto('zoneUsers')
      .values({ zoneId, userId })
      .onConflict((oc) => oc.columns(['zoneId', 'userId']).doNothing())
      .execute();
  else await db.deleteFrom('zoneUsers').where('zoneId', '=', zoneId).where('userId', '=', userId).execute();
}

/** Whether the user is assigned to the store. */
export const isAssignedToStore = async (db: Db, userId: number, storeId: number): Promise<boolean> =>
  (await db
    .selectFrom('userStores')
    .select('userId')
    .where('userId', '=', userId)
    .where('storeId', '=', storeId)
    .executeTakeFirst()) !== undefined;
