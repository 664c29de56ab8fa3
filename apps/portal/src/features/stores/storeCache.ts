import type { ApolloCache, Reference } from '@apollo/client';
import { StoreFieldsFragmentDoc, type StoreFieldsFragment } from '../../gql/graphql';

/** The client a cached `stores` list was fetched for: the field is stored as stores({"clientId":…}). */
function clientOf(storeFieldName: string): string | null {
  const args = /^stores\((.*)\)$/.exec(storeFieldName)?.[1];
  return args ? ((JSON.parse(args) as { clientId?: string | null }).clientId ?? null) : null;
}

/** Puts a created or changed store into its client's cached store lists, without refetching. */
export function storeStore(cache: ApolloCache, store: StoreFieldsFragment): void {
  const ref = cache.writeFragment({ fragment: StoreFieldsFragmentDoc, data: store });
  if (!ref) return;
  cache.modify({
    fields: {
      stores(existing: readonly Reference[], { storeFieldName, readField }) {
        if (clientOf(storeFieldName) !== store.clientId) return existing;
        return existing.some((item) => readField('id', item) === store.id) ? existing : [...existing, ref];
      },
    },
  });
}

/** Removes a deleted store from every cached list and from the cache. */
export function removeStore(cache: ApolloCache, storeId: string): void {
  cache.modify({
    fields: {
      stores(existing: readonly Reference[], { readField }) {
        return existing.filter((item) => readField('id', item) !== storeId);
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Store', id: storeId }) });
  cache.gc();
}
