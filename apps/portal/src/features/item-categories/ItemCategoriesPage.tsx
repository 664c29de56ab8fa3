import { skipToken, useQuery } from '@apollo/client/react';
import {
  ItemCategoriesDocument,
  ItemCategoryEventsDocument,
  ReorderItemCategoriesDocument,
  type ItemCategoryFieldsFragment,
} from '../../gql/graphql';
import { byOther, useSession } from '../../lib/session';
import { applyNewerOrder, type ListKey } from '../../lib/list-order';
import { useListReorder } from '../../lib/use-list-reorder';
import { useStoreEvents } from '../../lib/use-store-events';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { StoreListScreen } from '../../ui/StoreListScreen';
import { ItemCategoryCreator } from './ItemCategoryCreator';
import { ItemCategoryEditor } from './ItemCategoryEditor';
import { modeName } from './ItemCategoryForm';
import { ITEM_CATEGORY_COLUMNS, ItemCategoryRow } from './ItemCategoryRow';
import { removeItemCategory, storeItemCategory } from './item-category-cache';

const SCREEN = 'itemcategories';
const listOf = (storeId: string): ListKey => ({ list: 'ITEM_CATEGORIES', parentId: storeId });

const searchedTexts = (row: ItemCategoryFieldsFragment) => [
  row.sourceKey,
  row.foodSafetyTypeName,
  modeName(row.preparedItemsMode),
];

/** Applies other admins' item category changes to the cache and says them to screen-reader users. */
function useItemCategoryEvents(storeId: string | null): void {
  const announce = useAnnounce();
  useStoreEvents(ItemCategoryEventsDocument, storeId, (event, cache) => {
    if (event.__typename === 'ItemCategoryChanged') {
      storeItemCategory(cache, event.itemCategory);
      if (byOther(event.actor))
        announce(`${event.actor.displayName} changed the item category ${event.itemCategory.sourceKey}.`);
    } else if (event.__typename === 'ItemCategoryDeleted') {
      removeItemCategory(cache, event.itemCategoryId);
      if (byOther(event.actor)) announce(`${event.actor.displayName} deleted an item category.`);
    } else if (event.__typename === 'ItemCategoriesReordered' && storeId) {
      applyNewerOrder(cache, listOf(storeId), event);
      if (byOther(event.actor)) announce(`${event.actor.displayName} reordered the item categories.`);
    }
  });
}

/** /store/itemcategories: the chosen store's item categories in their order, edited by several admins at once. */
export function ItemCategoriesPage() {
  const { storeId } = useSession().selection;
  const query = useQuery(ItemCategoriesDocument, storeId ? { variables: { storeId } } : skipToken);
  const storeOrder = useListReorder({
    mutation: ReorderItemCategoriesDocument,
    answerOf: (answer) => answer.reorderItemCategories,
    parent: storeId ? { storeId } : null,
    list: listOf(storeId ?? ''),
  });
  useItemCategoryEvents(storeId);
  const foodSafetyTypes = query.data?.foodSafetyTypes ?? [];

  return (
    <StoreListScreen
      title="Item categories"
      noun="item category"
      presenceScreen={SCREEN}
      storeId={storeId}
      rows={query.data?.itemCategories ?? []}
      query={query}
      getId={(row) => row.id}
      nameOf={(row) => row.sourceKey}
      searchedTexts={searchedTexts}
      emptyText="No item categories yet"
      creator={(chosenStoreId, done) => (
        <ItemCategoryCreator storeId={chosenStoreId} foodSafetyTypes={foodSafetyTypes} {...done} />
      )}
      editor={(row, onClose) => (
        <ItemCategoryEditor key={row.id} row={row} foodSafetyTypes={foodSafetyTypes} onClose={onClose} />
      )}
      ordered={{
        columns: ITEM_CATEGORY_COLUMNS,
        onReorder: storeOrder,
        renderItem: (row, open, toggle) => <ItemCategoryRow row={row} open={open} onToggle={toggle} />,
      }}
    />
  );
}
