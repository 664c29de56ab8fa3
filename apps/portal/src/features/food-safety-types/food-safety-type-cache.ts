import type { ApolloCache } from '@apollo/client';
import { FoodSafetyTypeFieldsFragmentDoc, type FoodSafetyTypeFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofStore, storeRow } from '../../lib/list-cache';

/** Stores a created or changed food safety type, adding a new one at the end of its store's list. */
export const storeFoodSafetyType = (cache: ApolloCache, row: FoodSafetyTypeFieldsFragment) =>
  storeRow(
    cache,
    'foodSafetyTypes',
    { fragment: FoodSafetyTypeFieldsFragmentDoc, data: row },
    ofStore(row.storeId),
  );

/** Takes a deleted food safety type out of every cached list and out of the cache. */
export const removeFoodSafetyType = (cache: ApolloCache, id: string) =>
  deleteRow(cache, 'foodSafetyTypes', { __typename: 'FoodSafetyType', id });
