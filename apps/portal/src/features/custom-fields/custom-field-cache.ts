import type { ApolloCache } from '@apollo/client';
import { CustomFieldFieldsFragmentDoc, type CustomFieldFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofClient, storeRow } from '../../lib/list-cache';

export const storeCustomField = (cache: ApolloCache, field: CustomFieldFieldsFragment) =>
  storeRow(
    cache,
    'customFields',
    { fragment: CustomFieldFieldsFragmentDoc, data: field },
    ofClient(field.clientId),
  );

export const removeCustomField = (cache: ApolloCache, id: string) =>
  deleteRow(cache, 'customFields', { __typename: 'CustomField', id });
