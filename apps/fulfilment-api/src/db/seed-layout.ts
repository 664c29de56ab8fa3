import {
  nextStagingShelfSequence,
  PREPARED_ITEMS_MODE,
  sectionPrepOption,
  shelfPrepOption,
  NEW_SHELF_PREPARED_ITEMS_MODE,
} from '@fulfil/domain';
import type { Insertable, Transaction } from 'kysely';
import { CHUNK, chunks } from './chunks.js';
import type { Tables } from './tables.js';

type Trx = Transaction<Tables>;

/** What one store's layout is made of, by name; seedStoreLayout turns it into rows. */
export interface LayoutPlan {
  foodSafetyTypes: {
    name: string;
    containerColor: string;
    containerIcon: string;
    maxLeadTime: string | null;
  }[];
  itemCategories: { key: string; foodSafety: string; isAlcohol?: boolean; preparedItemsMode?: number }[];
  sections: {
    key: string;
    name: string;
    foodSafety: string;
    preparedItemsMode?: number;
    prepOptionId?: number;
    shelves: string[];
  }[];
  staging: { name: string; foodSafety: string; labelId: string; shelves: number }[];
  zones: { name: string; sectionKeys: string[] }[];
}

/**
 * Inserts a store's layout with a handful of multi-row INSERTs (a 300-section store takes well
 * under a second). Sequences follow the API's rules for new rows: item categories and staging
 * sections from 0, staging shelves 0, 2, 3 ..., merchandise 1..n. Answers the ids by name.
 */
export async function seedStoreLayout(trx: Trx, storeId: number, plan: LayoutPlan) {
  const foodSafetyRows = await trx
    .insertInto('foodSafetyTypes')
    .values(plan.foodSafetyTypes.map((type, index) => ({ ...type, storeId, sequenceId: index + 1 })))
    .returning(['foodSafetyTypeId', 'name'])
    .execute();
  const foodSafety = new Map(foodSafetyRows.map((row) => [row.name, row.foodSafetyTypeId]));
  const foodSafetyId = (name: string) => foodSafety.get(name) ?? null;

  await trx
    .insertInto('itemCategoryTypes')
    .values(
      plan.itemCategories.map((category, index) => ({
        storeId,
        itemCategoryTypeSourceKey: category.key,
        foodSafetyTypeId: foodSafetyId(category.foodSafety),
        preparedItemsMode: category.preparedItemsMode ?? PREPARED_ITEMS_MODE.No,
        isAlcohol: category.isAlcohol ?? false,
        sequenceId: index,
      })),
    )
    .execute();

  const sectionIds = new Map<string, number>();
  const shelves: Insertable<Tables['shelves']>[] = [];
  for (const [chunkIndex, part] of chunks(plan.sections).entries()) {
    const rows = await trx
      .insertInto('sections')
      .values(
        part.map((section, index) => {
          const preparedItemsMode = section.preparedItemsMode ?? PREPARED_ITEMS_MODE.No;
          return {
            storeId,
            name: section.name,
            sectionSourceKey: section.key,
            foodSafetyTypeId: foodSafetyId(section.foodSafety),
            preparedItemsMode,
            prepOptionId: sectionPrepOption({
              preparedItemsMode,
              prepOptionId: section.prepOptionId ?? null,
            }),
            sequenceId: chunkIndex * CHUNK + index + 1,
          };
        }),
      )
      .returning(['sectionId', 'sectionSourceKey', 'foodSafetyTypeId', 'prepOptionId'])
      .execute();
    for (const [index, row] of rows.entries()) {
      sectionIds.set(row.sectionSourceKey!, row.sectionId);
      shelves.push(
        ...part[index]!.shelves.map((name, shelfIndex) => ({
          sectionId: row.sectionId,
          name,
          shelfSourceKey: `${row.sectionSourceKey}-${shelfIndex + 1}`,
          foodSafetyTypeId: row.foodSafetyTypeId,
          preparedItemsMode: NEW_SHELF_PREPARED_ITEMS_MODE,
          prepOptionId: shelfPrepOption(
            { preparedItemsMode: NEW_SHELF_PREPARED_ITEMS_MODE, prepOptionId: null },
            row,
          ),
          sequenceId: shelfIndex + 1,
        })),
      );
    }
  }
  for (const part of chunks(shelves)) await trx.insertInto('shelves').values(part).execute();

  const stagingRows = await trx
    .insertInto('stagingSections')
    .values(
      plan.staging.map((staging, index) => ({
        storeId,
        name: staging.name,
        foodSafetyTypeId: foodSafetyId(staging.foodSafety),
        labelId: staging.labelId,
        sequenceId: index,
      })),
    )
    .returning(['stagingSectionId', 'foodSafetyTypeId'])
    .execute();
  await trx
    .insertInto('stagingShelves')
    .values(
      stagingRows.flatMap((row, index) => {
        const staging = plan.staging[index]!;
        return Array.from({ length: staging.shelves }, (_, shelf) => ({
          stagingSectionId: row.stagingSectionId,
          name: `${staging.labelId}${shelf + 1}`,
          foodSafetyTypeId: row.foodSafetyTypeId,
          sequenceId: nextStagingShelfSequence(shelf),
        }));
      }),
    )
    .execute();

  const zoneRows = await trx
    .insertInto('zones')
    .values(plan.zones.map((zone, index) => ({ storeId, name: zone.name, sequenceId: index + 1 })))
    .returning(['zoneId', 'name'])
    .execute();
  const links = zoneRows.flatMap((row, index) =>
    plan.zones[index]!.sectionKeys.flatMap((key) => {
      const sectionId = sectionIds.get(key);
      return sectionId ? [{ zoneId: row.zoneId, sectionId }] : [];
    }),
  );
  for (const part of chunks(links)) await trx.insertInto('zoneSections').values(part).execute();

  return { sectionIds, zoneIds: new Map(zoneRows.map((row) => [row.name, row.zoneId])) };
}
