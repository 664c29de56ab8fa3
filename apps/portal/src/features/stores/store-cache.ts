import type { ApolloCache } from '@apollo/client';
import { StoreFieldsFragmentDoc, type StoreFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofClient, storeRow } from '../../lib/list-cache';

/** Puts a created or changed store into its client's cached store lists, without refetching. */
export const storeStore = (cache: ApolloCache, store: StoreFieldsFragment) =>
  storeRow(cache, 'stores', { fragment: StoreFieldsFragmentDoc, data: store }, ofClient(store.clientId));

/** Removes a deleted store from every cached list and from the cache. */
export const removeStore = (cache: ApolloCache, storeId: string) =>
  deleteRow(cache, 'stores', { __typename: 'Store', id: storeId });
