import { InMemoryCache } from '@apollo/client';
import introspection from '../gql/possible-types';

/** The portal's cache: how it keys, matches and merges what the gateway answers. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Without the members of each union the cache cannot tell which fragment of a store event applies.
    possibleTypes: introspection.possibleTypes,
    typePolicies: {
      // Who is present is always the whole list as last heard; nothing of the old one is kept.
      Query: { fields: { presence: { merge: false } } },
      // Zones are known by zoneId, so a zone changed anywhere updates every list that shows it.
      StoreZone: { keyFields: ['zoneId'] },
    },
  });
}
