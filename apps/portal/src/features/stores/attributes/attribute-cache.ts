import type { ApolloCache } from '@apollo/client';
import { StoreAttributesDocument, type StoreAttributeFieldsFragment } from '../../../gql/graphql';

/** Applies a change to the store's cached attribute list, kept sorted by name as the API lists it. */
function updateList(
  cache: ApolloCache,
  storeId: string,
  change: (list: readonly StoreAttributeFieldsFragment[]) => StoreAttributeFieldsFragment[],
) {
  cache.updateQuery({ query: StoreAttributesDocument, variables: { storeId } }, (data) =>
    data ? { ...data, storeAttributes: change(data.storeAttributes) } : data,
  );
}

/** Stores a created or changed attribute in its store's list. */
export const storeAttribute = (cache: ApolloCache, attribute: StoreAttributeFieldsFragment) =>
  updateList(cache, attribute.storeId, (list) =>
    [...list.filter((item) => item.id !== attribute.id), attribute].sort((a, b) =>
      a.name.localeCompare(b.name),
    ),
  );

/** Takes a deleted attribute out of its store's list. */
export const removeStoreAttribute = (cache: ApolloCache, storeId: string, id: string) =>
  updateList(cache, storeId, (list) => list.filter((item) => item.id !== id));
