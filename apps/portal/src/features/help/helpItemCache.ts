import type { ApolloCache } from '@apollo/client';
import { HelpItemFieldsFragmentDoc, type HelpItemFieldsFragment } from '../../gql/graphql';
import { storeClientListRow } from '../../lib/clientListCache';

const helpItems = { field: 'helpItems', typename: 'HelpItem', fragment: HelpItemFieldsFragmentDoc };

export const storeHelpItem = (cache: ApolloCache, item: HelpItemFieldsFragment) =>
  storeClientListRow(cache, helpItems, item);
