import type { ApolloCache } from '@apollo/client';
import { IntegrationFieldsFragmentDoc, type IntegrationFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofClient, storeRow } from '../../lib/list-cache';

/** Stores a created or changed integration, adding a new one to its client's list. */
export const storeIntegration = (cache: ApolloCache, integration: IntegrationFieldsFragment) =>
  storeRow(
    cache,
    'integrations',
    { fragment: IntegrationFieldsFragmentDoc, data: integration },
    ofClient(integration.clientId),
  );

/** Takes a deleted integration out of every cached list and out of the cache. */
export const removeIntegration = (cache: ApolloCache, id: string) =>
  deleteRow(cache, 'integrations', { __typename: 'Integration', id });
