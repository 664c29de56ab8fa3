import { validateItemCategory } from '@fulfil/domain';
import type { RestItemCategoryTypeFields, RestItemCategoryTypeResult } from '@fulfil/fulfilment-client';
import type { ItemCategoryInput, Resolvers } from '../../generated/resolvers-types.js';
import { publishStoreEvent } from '../../live/store-events.js';
import { itemCategoryFields, itemCategoryShape } from './fields.js';
import { optionalId, reorder, rowWrites } from './write.js';

const restFields = (input: ItemCategoryInput): RestItemCategoryTypeFields => ({
  itemCategoryTypeSourceKey: input.sourceKey.trim(),
  foodSafetyTypeId: optionalId(input.foodSafetyTypeId),
  preparedItemsMode: input.preparedItemsMode,
  isAlcohol: input.isAlcohol,
});

/** The domain check, with its field named as in ItemCategoryInput. */
const invalid = (input: ItemCategoryInput) =>
  validateItemCategory(restFields(input)).map((error) => ({ ...error, field: 'sourceKey' }));

const itemCategories = rowWrites({
  row: (result: RestItemCategoryTypeResult) => result.itemCategoryType,
  id: (row) => row.itemCategoryTypeId,
  current: itemCategoryShape,
  changed: (context, itemCategory) =>
    publishStoreEvent(context, 'ItemCategoryChanged', itemCategory.storeId, { itemCategory }),
  deleted: (context, { storeId, itemCategoryTypeId }) =>
    publishStoreEvent(context, 'ItemCategoryDeleted', storeId, { itemCategoryId: itemCategoryTypeId }),
});

export const itemCategoriesResolvers: Resolvers = {
  Query: {
    itemCategories: async (_parent, { storeId }, { loaders }) =>
      (await loaders.itemCategories.load(Number(storeId))).rows,
  },
  Mutation: {
    createItemCategory: (_parent, { storeId, input }, context) =>
      itemCategories.save(
        'itemCategory',
        context,
        () => context.api.createItemCategoryType(Number(storeId), restFields(input)),
        invalid(input),
      ),
    updateItemCategory: (_parent, { id, version, input }, context) =>
      itemCategories.save(
        'itemCategory',
        context,
        () => context.api.updateItemCategoryType(Number(id), version, restFields(input)),
        invalid(input),
      ),
    deleteItemCategory: (_parent, { id }, context) =>
      itemCategories.remove(context, () => context.api.deleteItemCategoryType(Number(id))),
    reorderItemCategories: (_parent, { storeId, orderedIds, listVersion }, context) =>
      reorder(
        () =>
          context.api.reorderItemCategoryTypes(
            Number(storeId),
            orderedIds.map(Number),
            listVersion ?? undefined,
          ),
        (stored) => publishStoreEvent(context, 'ItemCategoriesReordered', Number(storeId), stored),
      ),
  },
  ItemCategory: itemCategoryFields,
};
