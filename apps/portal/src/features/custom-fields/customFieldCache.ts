import type { ApolloCache } from '@apollo/client';
import { CustomFieldFieldsFragmentDoc, type CustomFieldFieldsFragment } from '../../gql/graphql';
import { removeClientListRow, storeClientListRow } from '../../lib/clientListCache';

const customFields = {
  field: 'customFields',
  typename: 'CustomField',
  fragment: CustomFieldFieldsFragmentDoc,
};

export const storeCustomField = (cache: ApolloCache, field: CustomFieldFieldsFragment) =>
  storeClientListRow(cache, customFields, field);

export const removeCustomField = (cache: ApolloCache, id: string) =>
  removeClientListRow(cache, customFields, id);
