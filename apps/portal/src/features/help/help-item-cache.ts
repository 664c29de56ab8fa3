import type { ApolloCache } from '@apollo/client';
import { HelpItemFieldsFragmentDoc, type HelpItemFieldsFragment } from '../../gql/graphql';
import { ofClient, storeRow } from '../../lib/list-cache';

export const storeHelpItem = (cache: ApolloCache, item: HelpItemFieldsFragment) =>
  storeRow(cache, 'helpItems', { fragment: HelpItemFieldsFragmentDoc, data: item }, ofClient(item.clientId));
