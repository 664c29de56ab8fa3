import type { ApolloCache, Reference } from '@apollo/client';
import { ClientFieldsFragmentDoc, type ClientFieldsFragment } from '../../gql/graphql';

/** The search text a cached `clients` list was fetched with: the field is stored as clients({"search":…}). */
function searchOf(storeFieldName: string): string {
  const args = /^clients\((.*)\)$/.exec(storeFieldName)?.[1];
  if (!args) return '';
  const parsed = JSON.parse(args) as { search?: string | null };
  return (parsed.search ?? '').toLowerCase();
}

/**
 * Puts a created or changed client into every cached clients list whose search it matches (and takes
 * it out of those it no longer matches), without refetching anything.
 */
export function storeClient(cache: ApolloCache, client: ClientFieldsFragment): void {
  const ref = cache.writeFragment({ fragment: ClientFieldsFragmentDoc, data: client });
  if (!ref) return;
  cache.modify({
    fields: {
      clients(existing: readonly Reference[], { storeFieldName, readField }) {
        const matches = client.name.toLowerCase().includes(searchOf(storeFieldName));
        const present = existing.some((item) => readField('id', item) === client.id);
        if (matches && !present) return [...existing, ref];
        if (!matches && present) return existing.filter((item) => readField('id', item) !== client.id);
        return existing;
      },
    },
  });
}

/** Removes a deleted client from every cached list and from the cache. */
export function removeClient(cache: ApolloCache, clientId: string): void {
  cache.modify({
    fields: {
      clients(existing: readonly Reference[], { readField }) {
        return existing.filter((item) => readField('id', item) !== clientId);
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Client', id: clientId }) });
  cache.gc();
}
