import type { ApolloCache, Reference, TypedDocumentNode } from '@apollo/client';

/**
 * Cache edits for the per-store lists of the layout screens (`foodSafetyTypes(storeId)`,
 * `itemCategories(storeId)` ...), so a change, one's own or from a store event, shows without a refetch.
 */

/** The store a cached list was fetched for: the field is stored as name({"storeId":…}). */
function storeIdOf(storeFieldName: string): string | undefined {
  const args = /^\w+\((.*)\)$/.exec(storeFieldName)?.[1];
  return args ? (JSON.parse(args) as { storeId?: string }).storeId : undefined;
}

/**
 * Writes the row through its fragment (named by `fragmentName` when the document holds the fragments
 * it spreads) and appends it to its store's list unless already there.
 */
export function storeInStoreList<T extends { storeId: string }>(
  cache: ApolloCache,
  field: string,
  fragment: TypedDocumentNode<T>,
  row: T,
  fragmentName?: string,
): void {
  const ref = cache.writeFragment({ fragment, fragmentName, data: row });
  if (!ref) return;
  const { storeId } = row;
  cache.modify({
    fields: {
      [field](existing: readonly Reference[], { storeFieldName }) {
        if (storeIdOf(storeFieldName) !== storeId) return existing;
        return existing.some((item) => item.__ref === ref.__ref) ? existing : [...existing, ref];
      },
    },
  });
}

/** Puts the store's list in the server's order; rows not named keep their place at the end. */
export function orderStoreList(
  cache: ApolloCache,
  field: string,
  storeId: string,
  orderedIds: readonly string[],
): void {
  cache.modify({
    fields: {
      [field](existing: readonly Reference[], { storeFieldName, readField }) {
        if (storeIdOf(storeFieldName) !== storeId) return existing;
        const rank = (item: Reference) => {
          const at = orderedIds.indexOf(String(readField('id', item)));
          return at === -1 ? orderedIds.length : at;
        };
        return [...existing].sort((a, b) => rank(a) - rank(b));
      },
    },
  });
}

/** Takes a deleted row out of every cached list of the field and out of the cache. */
export function removeFromStoreLists(cache: ApolloCache, field: string, typename: string, id: string): void {
  cache.modify({
    fields: {
      [field](existing: readonly Reference[], { readField }) {
        return existing.filter((item) => readField('id', item) !== id);
      },
    },
  });
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  cache.gc();
}
