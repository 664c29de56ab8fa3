import { skipToken, useQuery } from '@apollo/client/react';
import {
  ItemCategoriesDocument,
  ItemCategoryEventsDocument,
  ReorderItemCategoriesDocument,
  type ItemCategoryFieldsFragment,
} from '../../gql/graphql';
import { byOther, useSession } from '../../lib/session';
import { useDetailPanel } from '../../lib/use-detail-panel';
import { useListSearch } from '../../lib/use-list-search';
import { usePresence } from '../../lib/use-presence';
import { applyNewerOrder, type ListKey } from '../../lib/list-order';
import { useListReorder } from '../../lib/use-list-reorder';
import { useStoreEvents } from '../../lib/use-store-events';
import { useAnnounce } from '../../ui/LiveAnnouncer';
import { detailPanel, LayoutScreen } from '../../ui/LayoutScreen';
import { ListWithDetail } from '../../ui/ListWithDetail';
import { SearchableSortableList } from '../../ui/SearchableSortableList';
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
  const panel = useDetailPanel();
  const { data, loading, error, refetch } = useQuery(
    ItemCategoriesDocument,
    storeId ? { variables: { storeId } } : skipToken,
  );
  const storeOrder = useListReorder({
    mutation: ReorderItemCategoriesDocument,
    answerOf: (answer) => answer.reorderItemCategories,
    parent: storeId ? { storeId } : null,
    list: listOf(storeId ?? ''),
  });
  useItemCategoryEvents(storeId);
  const others = usePresence(storeId, SCREEN, panel.openId);

  const rows = data?.itemCategories ?? [];
  const foodSafetyTypes = data?.foodSafetyTypes ?? [];
  const { search, setSearch, searching, shown } = useListSearch(rows, searchedTexts);
  const open = rows.find((row) => row.id === panel.openId);

  return (
    <LayoutScreen
      title="Item categories"
      storeId={storeId}
      presence={others}
      itemName={(id) => rows.find((row) => row.id === id)?.sourceKey}
      newLabel="New item category"
      onNew={panel.startCreating}
    >
      <ListWithDetail
        label="Item categories"
        items={shown}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        getId={(row) => row.id}
        columns={[]}
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search item categories"
        openId={panel.openId}
        onToggle={panel.toggle}
        emptyText={searching ? 'No item categories match the search.' : 'No item categories yet'}
        {...detailPanel({
          noun: 'item category',
          creator:
            panel.creating && storeId
              ? {
                  title: 'New item category',
                  form: (
                    <ItemCategoryCreator
                      storeId={storeId}
                      foodSafetyTypes={foodSafetyTypes}
                      onCancel={panel.close}
                      onCreated={panel.open}
                    />
                  ),
                }
              : null,
          editor: open
            ? {
                title: open.sourceKey,
                form: (
                  <ItemCategoryEditor
                    key={open.id}
                    row={open}
                    foodSafetyTypes={foodSafetyTypes}
                    onClose={panel.close}
                  />
                ),
              }
            : null,
          missing: panel.openId !== null && !loading,
        })}
        renderList={(items) => (
          <SearchableSortableList
            columns={ITEM_CATEGORY_COLUMNS}
            label="Item categories"
            items={items}
            getId={(row) => row.id}
            getLabel={(row) => row.sourceKey}
            handleLabel={(row) => `Drag ${row.sourceKey}`}
            selectedId={panel.openId}
            searching={searching}
            onReorder={storeOrder}
            renderItem={(row) => (
              <ItemCategoryRow
                row={row}
                open={row.id === panel.openId}
                onToggle={() => panel.toggle(row.id)}
              />
            )}
          />
        )}
      />
    </LayoutScreen>
  );
}
