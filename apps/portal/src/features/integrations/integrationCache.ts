import type { ApolloCache, Reference } from '@apollo/client';
import { IntegrationFieldsFragmentDoc, type IntegrationFieldsFragment } from '../../gql/graphql';

/** The client a cached list was fetched for: the field is stored as integrations({"clientId":…}). */
function clientIdOf(storeFieldName: string): string | undefined {
  const args = /^integrations\((.*)\)$/.exec(storeFieldName)?.[1];
  return args ? (JSON.parse(args) as { clientId?: string }).clientId : undefined;
}

/** Stores a created or changed integration, adding a new one to its client's list. */
export function storeIntegration(cache: ApolloCache, integration: IntegrationFieldsFragment): void {
  const ref = cache.writeFragment({ fragment: IntegrationFieldsFragmentDoc, data: integration });
  if (!ref) return;
  cache.modify({
    fields: {
      integrations(existing: readonly Reference[], { storeFieldName }) {
        if (clientIdOf(storeFieldName) !== integration.clientId) return existing;
        return existing.some((item) => item.__ref === ref.__ref) ? existing : [...existing, ref];
      },
    },
  });
}

/** Takes a deleted integration out of every cached list and out of the cache. */
export function removeIntegration(cache: ApolloCache, id: string): void {
  cache.modify({
    fields: {
      integrations: (existing: readonly Reference[], { readField }) =>
        existing.filter((item) => readField('id', item) !== id),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Integration', id }) });
  cache.gc();
}
