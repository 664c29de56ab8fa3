import type { ApolloCache } from '@apollo/client';
import { CreditDefinitionFieldsFragmentDoc, type CreditDefinitionFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofClient, storeRow } from '../../lib/list-cache';

export const storeCreditDefinition = (cache: ApolloCache, definition: CreditDefinitionFieldsFragment) =>
  storeRow(
    cache,
    'creditDefinitions',
    { fragment: CreditDefinitionFieldsFragmentDoc, data: definition },
    ofClient(definition.clientId),
  );

export const removeCreditDefinition = (cache: ApolloCache, id: string) =>
  deleteRow(cache, 'creditDefinitions', { __typename: 'CreditDefinition', id });
