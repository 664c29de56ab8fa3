import type { StoreCopyTypeKey } from '@fulfil/domain';
import type { Db } from '../db/connect.js';

interface CopyRun {
  trx: Db;
  from: number;
  to: number;
  by: string;
  /** Source food safety type id to the copy's, filled when 'fsts' is copied. */
  fsts: Map<number, number>;
}

/** A copied row's food safety type: its copy, or none when the types were not copied. */
const mappedFst = (run: CopyRun, id: number | null) => (id === null ? null : (run.fsts.get(id) ?? null));

async function copyFoodSafetyTypes(run: CopyRun) {
  const rows = await run.trx
    .selectFrom('foodSafetyTypes')
    .selectAll()
    .where('storeId', '=', run.from)
    .execute();
  for (const { foodSafetyTypeId, name, containerColor, containerIcon, maxLeadTime, sequenceId } of rows) {
    const copy = await run.trx
      .insertInto('foodSafetyTypes')
      .values({
        storeId: run.to,
        name,
        containerColor,
        containerIcon,
        maxLeadTime,
        sequenceId,
        updatedBy: run.by,
      })
      .returning('foodSafetyTypeId')
      .executeTakeFirstOrThrow();
    run.fsts.set(foodSafetyTypeId, copy.foodSafetyTypeId);
  }
}

async function copyItemCategories(run: CopyRun) {
  const rows = await run.trx
    .selectFrom('itemCategoryTypes')
    .selectAll()
    .where('storeId', '=', run.from)
    .execute();
  if (!rows.length) return;
  await run.trx
    .insertInto('itemCategoryTypes')
    .values(
      rows.map((row) => ({
        storeId: run.to,
        itemCategoryTypeSourceKey: row.itemCategoryTypeSourceKey,
        foodSafetyTypeId: mappedFst(run, row.foodSafetyTypeId),
        preparedItemsMode: row.preparedItemsMode,
        isAlcohol: row.isAlcohol,
        sequenceId: row.sequenceId,
        updatedBy: run.by,
      })),
    )
    .execute();
}

/** Zones only: the spec copies them without their section and user mappings. */
async function copyZones(run: CopyRun) {
  const rows = await run.trx.selectFrom('zones').selectAll().where('storeId', '=', run.from).execute();
  if (!rows.length) return;
  await run.trx
    .insertInto('zones')
    .values(
      rows.map((row) => ({
        storeId: run.to,
        name: row.name,
        foodSafetyTypeId: mappedFst(run, row.foodSafetyTypeId),
        sequenceId: row.sequenceId,
        updatedBy: run.by,
      })),
    )
    .execute();
}

async function copySectionsAndShelves(run: CopyRun) {
  const sections = await run.trx.selectFrom('sections').selectAll().where('storeId', '=', run.from).execute();
  for (const section of sections) {
    const copy = await run.trx
      .insertInto('sections')
      .values({
        storeId: run.to,
        name: section.name,
        sectionSourceKey: section.sectionSourceKey,
        foodSafetyTypeId: mappedFst(run, section.foodSafetyTypeId),
        preparedItemsMode: section.preparedItemsMode,
        prepOptionId: section.prepOptionId,
        sequenceId: section.sequenceId,
        updatedBy: run.by,
      })
      .returning('sectionId')
      .executeTakeFirstOrThrow();
    const shelves = await run.trx
      .selectFrom('shelves')
      .selectAll()
      .where('sectionId', '=', section.sectionId)
      .execute();
    if (!shelves.length) continue;
    await run.trx
      .insertInto('shelves')
      .values(
        shelves.map((shelf) => ({
          sectionId: copy.sectionId,
          name: shelf.name,
          shelfSourceKey: shelf.shelfSourceKey,
          foodSafetyTypeId: mappedFst(run, shelf.foodSafetyTypeId),
          preparedItemsMode: shelf.preparedItemsMode,
          prepOptionId: shelf.prepOptionId,
          sequenceId: shelf.sequenceId,
          updatedBy: run.by,
        })),
      )
      .execute();
  }
}

async function copyCarryoutSections(run: CopyRun) {
  const sections = await run.trx
    .selectFrom('stagingSections')
    .selectAll()
    .where('storeId', '=', run.from)
    .execute();
  for (const section of sections) {
    const copy = await run.trx
      .insertInto('stagingSections')
      .values({
        storeId: run.to,
        name: section.name,
        foodSafetyTypeId: mappedFst(run, section.foodSafetyTypeId),
        labelId: section.labelId,
        sequenceId: section.sequenceId,
        updatedBy: run.by,
      })
      .returning('stagingSectionId')
      .executeTakeFirstOrThrow();
    const shelves = await run.trx
      .selectFrom('stagingShelves')
      .selectAll()
      .where('stagingSectionId', '=', section.stagingSectionId)
      .execute();
    if (!shelves.length) continue;
    await run.trx
      .insertInto('stagingShelves')
      .values(
        shelves.map((shelf) => ({
          stagingSectionId: copy.stagingSectionId,
          name: shelf.name,
          foodSafetyTypeId: mappedFst(run, shelf.foodSafetyTypeId),
          sequenceId: shelf.sequenceId,
          updatedBy: run.by,
        })),
      )
      .execute();
  }
}

/**
 * The delivery settings, as the store's own provider row. The copy starts disabled: a new store
 * sends nothing to a delivery partner until someone enables it.
 */
async function copyDeliverySettings(run: CopyRun) {
  const row = await run.trx
    .selectFrom('storeDeliveryProviders')
    .selectAll()
    .where('storeId', '=', run.from)
    .executeTakeFirst();
  if (!row) return;
  const copy = await run.trx
    .insertInto('storeDeliveryProviders')
    .values({
      storeId: run.to,
      providerId: row.providerId,
      providerEndpointUri: row.providerEndpointUri,
      providerEndpointAuthInfo: row.providerEndpointAuthInfo,
      notificationTypeId: row.notificationTypeId,
      notificationMinutesBeforePromiseTime: row.notificationMinutesBeforePromiseTime,
      notificationEmail: row.notificationEmail,
      updatedBy: run.by,
    })
    .returning('storeDeliveryProviderId')
    .executeTakeFirstOrThrow();
  await run.trx
    .updateTable('stores')
    .set({ storeDeliveryProviderId: copy.storeDeliveryProviderId })
    .where('storeId', '=', run.to)
    .execute();
}

async function copyStoreAttributes(run: CopyRun) {
  const rows = await run.trx
    .selectFrom('storeAttributes')
    .selectAll()
    .where('storeId', '=', run.from)
    .execute();
  if (!rows.length) return;
  await run.trx
    .insertInto('storeAttributes')
    .values(rows.map(({ name, value }) => ({ storeId: run.to, name, value, updatedBy: run.by })))
    .execute();
}

/** What each copy data type copies. */
const COPIERS: Record<StoreCopyTypeKey, (run: CopyRun) => Promise<void>> = {
  fsts: copyFoodSafetyTypes,
  itemcats: copyItemCategories,
  zones: copyZones,
  merchlocations: copySectionsAndShelves,
  carryout: copyCarryoutSections,
  sdp: copyDeliverySettings,
  attrs: copyStoreAttributes,
};

/** Food safety types go first, so that every other copied row can point at the copied types. */
const COPY_ORDER = Object.keys(COPIERS) as StoreCopyTypeKey[];

/** Copies the chosen data types of one store into a new one, inside the caller's transaction. */
export async function copyStoreData(
  trx: Db,
  copy: { from: number; to: number; by: string; types: readonly StoreCopyTypeKey[] },
): Promise<void> {
  const run: CopyRun = { trx, from: copy.from, to: copy.to, by: copy.by, fsts: new Map() };
  for (const type of COPY_ORDER) {
    if (copy.types.includes(type)) await COPIERS[type](run);
  }
}
