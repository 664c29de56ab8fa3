import type { ApolloCache } from '@apollo/client';
import { ApiKeyFieldsFragmentDoc, type ApiKeyFieldsFragment } from '../../gql/graphql';
import { ofClient, storeRow } from '../../lib/list-cache';

/** Stores a created or revoked key; a new one joins its client's list. */
export const storeApiKey = (cache: ApolloCache, key: ApiKeyFieldsFragment) =>
  storeRow(cache, 'apiKeys', { fragment: ApiKeyFieldsFragmentDoc, data: key }, ofClient(key.clientId));
