import type { ApolloCache } from '@apollo/client';
import { ItemCategoryFieldsFragmentDoc, type ItemCategoryFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofStore, storeRow } from '../../lib/list-cache';

/** Stores a created or changed item category, adding a new one at the end of its store's list. */
export const storeItemCategory = (cache: ApolloCache, row: ItemCategoryFieldsFragment) =>
  storeRow(
    cache,
    'itemCategories',
    { fragment: ItemCategoryFieldsFragmentDoc, data: row },
    ofStore(row.storeId),
  );

/** Takes a deleted item category out of every cached list and out of the cache. */
export const removeItemCategory = (cache: ApolloCache, id: string) =>
  deleteRow(cache, 'itemCategories', { __typename: 'ItemCategory', id });
