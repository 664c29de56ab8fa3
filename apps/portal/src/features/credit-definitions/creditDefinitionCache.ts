import type { ApolloCache } from '@apollo/client';
import { CreditDefinitionFieldsFragmentDoc, type CreditDefinitionFieldsFragment } from '../../gql/graphql';
import { removeClientListRow, storeClientListRow } from '../../lib/clientListCache';

const creditDefinitions = {
  field: 'creditDefinitions',
  typename: 'CreditDefinition',
  fragment: CreditDefinitionFieldsFragmentDoc,
};

export const storeCreditDefinition = (cache: ApolloCache, definition: CreditDefinitionFieldsFragment) =>
  storeClientListRow(cache, creditDefinitions, definition);

export const removeCreditDefinition = (cache: ApolloCache, id: string) =>
  removeClientListRow(cache, creditDefinitions, id);
