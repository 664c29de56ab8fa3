import type { ApolloCache, Reference } from '@apollo/client';
import { AppAttributeFieldsFragmentDoc, type AppAttributeFieldsFragment } from '../../gql/graphql';

/** The client a cached list was fetched for: the field is stored as appAttributes({"clientId":…}). */
function clientIdOf(storeFieldName: string): string | undefined {
  const args = /^appAttributes\((.*)\)$/.exec(storeFieldName)?.[1];
  return args ? (JSON.parse(args) as { clientId?: string }).clientId : undefined;
}

/** Stores a created or changed attribute, adding a new one to its client's list. */
export function storeAppAttribute(cache: ApolloCache, attribute: AppAttributeFieldsFragment): void {
  const ref = cache.writeFragment({ fragment: AppAttributeFieldsFragmentDoc, data: attribute });
  if (!ref) return;
  cache.modify({
    fields: {
      appAttributes(existing: readonly Reference[], { storeFieldName }) {
        if (clientIdOf(storeFieldName) !== attribute.clientId) return existing;
        return existing.some((item) => item.__ref === ref.__ref) ? existing : [...existing, ref];
      },
    },
  });
}

/** Takes a deleted attribute out of every cached list and out of the cache. */
export function removeAppAttribute(cache: ApolloCache, id: string): void {
  cache.modify({
    fields: {
      appAttributes: (existing: readonly Reference[], { readField }) =>
        existing.filter((item) => readField('id', item) !== id),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'AppAttribute', id }) });
  cache.gc();
}
