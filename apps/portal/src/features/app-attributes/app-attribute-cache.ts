import type { ApolloCache } from '@apollo/client';
import { AppAttributeFieldsFragmentDoc, type AppAttributeFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofClient, storeRow } from '../../lib/list-cache';

/** Stores a created or changed attribute, adding a new one to its client's list. */
export const storeAppAttribute = (cache: ApolloCache, attribute: AppAttributeFieldsFragment) =>
  storeRow(
    cache,
    'appAttributes',
    { fragment: AppAttributeFieldsFragmentDoc, data: attribute },
    ofClient(attribute.clientId),
  );

/** Takes a deleted attribute out of every cached list and out of the cache. */
export const removeAppAttribute = (cache: ApolloCache, id: string) =>
  deleteRow(cache, 'appAttributes', { __typename: 'AppAttribute', id });
