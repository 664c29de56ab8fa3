import type { UndoableEntityType } from '@fulfil/domain';
import { contract, UpstreamError, type RestUndoHistoryResult } from '@fulfil/fulfilment-client';
import type { GatewayContext } from '../context.js';
import { conflictWithCurrent } from '../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { publishStoreEvent } from '../live/store-events.js';
import {
  foodSafetyTypeShape,
  itemCategoryShape,
  sectionShape,
  shelfShape,
  stagingSectionShape,
  stagingShelfShape,
  storeZoneShape,
} from './layout/fields.js';
import {
  publishFoodSafetyTypeReadBack,
  publishItemCategoryReadBack,
  publishSectionReadBack,
  publishShelvesChanged,
  publishStagingShelvesChanged,
  publishZoneReadBack,
} from './layout/placement.js';
import { nameTheChanger } from './layout/write.js';

/** The GraphQL form of each kind of row an undo changes, for the `current` of a CONFLICT. */
const SHAPES: Record<UndoableEntityType, (row: never) => unknown> = {
  FoodSafetyType: foodSafetyTypeShape,
  ItemCategory: itemCategoryShape,
  Section: sectionShape,
  Shelf: shelfShape,
  StagingSection: stagingSectionShape,
  StagingShelf: stagingShelfShape,
  Zone: storeZoneShape,
};

/** A 409 becomes the CONFLICT a stale edit of that row gives, naming who changed it. */
async function asConflict(context: GatewayContext, error: unknown): Promise<unknown> {
  if (!(error instanceof UpstreamError)) return error;
  // The entity type is the API's word: any kind it names but this table lacks shapes no row.
  const shapes: Partial<Record<string, (row: never) => unknown>> = SHAPES;
  const shape = shapes[error.details.entityType ?? ''] ?? (() => null);
  return nameTheChanger(context, conflictWithCurrent(error, shape));
}

/**
 * Announces what the undo changed with the events the ordinary write of that row publishes, so
 * that every screen on the store follows: a row set back or moved back, or a created row deleted.
 */
function publishUndone(context: GatewayContext, undone: RestUndoHistoryResult): Promise<void> {
  const { entry, parentId, orderedIds, listVersion } = undone;
  const rowId = Number(entry.entityId);
  const storeId = entry.storeId!;
  const deleted = entry.action === 'deleted';
  switch (entry.entityType) {
    case 'FoodSafetyType':
      if (deleted)
        return publishStoreEvent(context, 'FoodSafetyTypeDeleted', storeId, { foodSafetyTypeId: rowId });
      return publishFoodSafetyTypeReadBack(context, rowId, storeId);
    case 'ItemCategory':
      if (deleted)
        return publishStoreEvent(context, 'ItemCategoryDeleted', storeId, { itemCategoryId: rowId });
      if (entry.action === 'moved')
        return publishStoreEvent(context, 'ItemCategoriesReordered', storeId, {
          orderedIds: orderedIds!,
          listVersion: listVersion!,
        });
      return publishItemCategoryReadBack(context, rowId, storeId);
    case 'Section':
      if (deleted) return publishStoreEvent(context, 'SectionDeleted', storeId, { sectionId: rowId });
      if (entry.action === 'moved') {
        const { after } = entry.changes.position as { after: number };
        return publishStoreEvent(context, 'SectionsMoved', storeId, {
          sectionId: rowId,
          position: after,
          listVersion: listVersion!,
        });
      }
      return publishSectionReadBack(context, rowId, 'SectionChanged');
    case 'Shelf':
      return publishShelvesChanged(context, parentId);
    case 'StagingSection':
      if (deleted)
        return publishStoreEvent(context, 'StagingSectionDeleted', storeId, { stagingSectionId: rowId });
      if (entry.action === 'moved')
        return publishStoreEvent(context, 'StagingSectionsReordered', storeId, {
          orderedIds: orderedIds!,
          listVersion: listVersion!,
        });
      return publishStagingShelvesChanged(context, rowId, storeId);
    case 'StagingShelf':
      return publishStagingShelvesChanged(context, parentId, storeId);
    case 'Zone':
      if (deleted) return publishStoreEvent(context, 'ZoneDeleted', storeId, { zoneId: rowId });
      return publishZoneReadBack(context, rowId, storeId);
    default:
      return Promise.resolve();
  }
}

export const historyUndoResolvers: Resolvers = {
  Mutation: {
    undoHistoryEntry: async (_parent, { historyId }, context) => {
      const undone = await context.api
        .call(contract.UndoHistoryEntry, { params: { historyId } })
        .catch(async (error: unknown) => {
          throw await asConflict(context, error);
        });
      await publishUndone(context, undone);
      return undone.entry;
    },
  },
};
