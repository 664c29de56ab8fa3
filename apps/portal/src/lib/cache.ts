import { InMemoryCache } from '@apollo/client';
import introspection from '../gql/possible-types';
import { listFieldPolicies } from './list-cache';
import { listOrderPolicy, readInOrder } from './list-order';

/** The portal's cache: how it keys, matches and merges what the gateway answers. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Without the members of each union the cache cannot tell which fragment of a store event applies.
    possibleTypes: introspection.possibleTypes,
    typePolicies: {
      Query: {
        fields: {
          // Who is present is always the whole list as last heard; nothing of the old one is kept.
          presence: { merge: false },
          // Lists of rows remember their arguments, so a changed row can be put in the lists it belongs to.
          ...listFieldPolicies,
          // Reorderable lists read in the newest order seen, whichever answer arrived last.
          listOrder: listOrderPolicy,
          itemCategories: { ...listFieldPolicies.itemCategories, read: readInOrder('ITEM_CATEGORIES') },
          sections: { ...listFieldPolicies.sections, read: readInOrder('SECTIONS') },
          stagingSections: { ...listFieldPolicies.stagingSections, read: readInOrder('STAGING_SECTIONS') },
          leadTimeRules: { ...listFieldPolicies.leadTimeRules, read: readInOrder('LEAD_TIME_RULES') },
        },
      },
      // Zones are known by zoneId, so a zone changed anywhere updates every list that shows it.
      StoreZone: { keyFields: ['zoneId'] },
      // A rule's choices are lead time rules and custom order types, whose ids overlap: kept in their list.
      AssignmentRuleChoice: { keyFields: false },
    },
  });
}
