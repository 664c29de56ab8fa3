import type { ApolloCache } from '@apollo/client';
import { LeadTimeRuleFieldsFragmentDoc, type LeadTimeRuleFieldsFragment } from '../../gql/graphql';
import { deleteRow, ofStore, storeRow } from '../../lib/list-cache';

/** Stores a created or changed rule, adding a new one at the end of its store's list. */
export const storeLeadTimeRule = (cache: ApolloCache, row: LeadTimeRuleFieldsFragment) =>
  storeRow(
    cache,
    'leadTimeRules',
    { fragment: LeadTimeRuleFieldsFragmentDoc, data: row },
    ofStore(row.storeId),
  );

/** Takes a deleted rule out of every cached list and out of the cache. */
export const removeLeadTimeRule = (cache: ApolloCache, id: string) =>
  deleteRow(cache, 'leadTimeRules', { __typename: 'LeadTimeRule', id });
