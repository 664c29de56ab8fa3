import type { RestSection, RestStagingSection, RestZoneDetail } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../../context.js';
import { publishStoreEvent } from '../../live/store-events.js';

/** The error of a move whose list the gateway cannot place. */
export const unplaced = (field: string) => [
  { field, message: 'The list of this item is not known here; reload the screen and try again' },
];

/** The store of a section: the caller's own word, else the section as stored. */
export async function storeOfSection(
  context: GatewayContext,
  sectionId: number,
  given?: string | null,
): Promise<number> {
  return given ? Number(given) : (await context.api.section(sectionId)).storeId;
}

/** The section of a shelf: as this gateway learnt it, else the shelf as stored. */
export async function sectionOfShelf(context: GatewayContext, shelfId: number): Promise<number> {
  return context.sections.sectionOf(shelfId) ?? (await context.api.shelf(shelfId)).sectionId;
}

/**
 * Reads a row back once, as stored, and publishes it. The read happens here, on the gateway that
 * made the change, so subscribers of every gateway get it without a REST call each. A failure
 * loses only the live notice: the change is stored.
 */
async function publishReadBack<Row>(
  what: string,
  read: () => Promise<Row | undefined>,
  publish: (row: Row) => Promise<void>,
): Promise<void> {
  try {
    const row = await read();
    if (row) await publish(row);
    else console.error(`${what} not published: its store is not known`);
  } catch (error) {
    console.error(`${what} not published`, error);
  }
}

/** SectionChanged or ShelvesChanged with the merchandise section as stored. */
export function publishSectionReadBack(
  context: GatewayContext,
  sectionId: number,
  type: 'SectionChanged' | 'ShelvesChanged',
): Promise<void> {
  return publishReadBack(
    `${type} of section ${sectionId}`,
    async () => {
      const section = await context.api.section(sectionId);
      context.sections.remember([section]);
      return section;
    },
    (section: RestSection) => publishStoreEvent(context, type, section.storeId, { section }),
  );
}

/** ShelvesChanged with the merchandise section as stored. */
export const publishShelvesChanged = (context: GatewayContext, sectionId: number): Promise<void> =>
  publishSectionReadBack(context, sectionId, 'ShelvesChanged');

/**
 * StagingSectionChanged with the carry-out section as stored, after a change of it or its shelves;
 * its store is `knownStoreId` when the caller knows it, else what this gateway learnt.
 */
export function publishStagingShelvesChanged(
  context: GatewayContext,
  stagingSectionId: number,
  knownStoreId?: number,
): Promise<void> {
  return publishReadBack(
    `StagingSectionChanged of staging section ${stagingSectionId}`,
    async () => {
      const storeId =
        knownStoreId ?? context.sections.stagingStoreOf(stagingSectionId) ?? context.selection.storeId;
      if (storeId === undefined) return undefined;
      const { rows: sections } = await context.api.stagingSections(storeId);
      context.sections.rememberStaging(sections);
      return sections.find((section) => section.stagingSectionId === stagingSectionId);
    },
    (stagingSection: RestStagingSection) =>
      publishStoreEvent(context, 'StagingSectionChanged', stagingSection.storeId, { stagingSection }),
  );
}

/** ZoneChanged with the zone as stored, after a section was linked to it or unlinked. */
export function publishZoneReadBack(context: GatewayContext, zoneId: number, storeId: number): Promise<void> {
  return publishReadBack(
    `ZoneChanged of zone ${zoneId}`,
    async () => {
      const zones = await context.api.zones(storeId);
      context.sections.rememberZones(zones);
      return zones.find((zone) => zone.zoneId === zoneId);
    },
    (zone: RestZoneDetail) => publishStoreEvent(context, 'ZoneChanged', zone.storeId, { zone }),
  );
}

/** FoodSafetyTypeChanged with the food safety type as stored. */
export function publishFoodSafetyTypeReadBack(
  context: GatewayContext,
  foodSafetyTypeId: number,
  storeId: number,
): Promise<void> {
  return publishReadBack(
    `FoodSafetyTypeChanged of food safety type ${foodSafetyTypeId}`,
    async () =>
      (await context.api.foodSafetyTypes(storeId)).find((row) => row.foodSafetyTypeId === foodSafetyTypeId),
    (foodSafetyType) => publishStoreEvent(context, 'FoodSafetyTypeChanged', storeId, { foodSafetyType }),
  );
}

/** ItemCategoryChanged with the item category as stored. */
export function publishItemCategoryReadBack(
  context: GatewayContext,
  itemCategoryTypeId: number,
  storeId: number,
): Promise<void> {
  return publishReadBack(
    `ItemCategoryChanged of item category ${itemCategoryTypeId}`,
    async () =>
      (await context.api.itemCategoryTypes(storeId)).rows.find(
        (row) => row.itemCategoryTypeId === itemCategoryTypeId,
      ),
    (itemCategory) => publishStoreEvent(context, 'ItemCategoryChanged', storeId, { itemCategory }),
  );
}
