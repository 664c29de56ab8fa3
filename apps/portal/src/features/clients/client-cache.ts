import type { ApolloCache } from '@apollo/client';
import { ClientFieldsFragmentDoc, type ClientFieldsFragment, type QueryClientsArgs } from '../../gql/graphql';
import { addRow, deleteRow, removeRow } from '../../lib/list-cache';

/**
 * Puts a created or changed client into every cached clients list whose search it matches (and takes
 * it out of those it no longer matches), without refetching anything.
 */
export function storeClient(cache: ApolloCache, client: ClientFieldsFragment): void {
  const ref = cache.writeFragment({ fragment: ClientFieldsFragmentDoc, data: client });
  if (!ref) return;
  const matches = ({ search }: QueryClientsArgs) =>
    client.name.toLowerCase().includes((search ?? '').toLowerCase());
  addRow(cache, 'clients', ref, matches);
  removeRow(cache, 'clients', ref, (args) => !matches(args));
}

/** Removes a deleted client from every cached list and from the cache. */
export function removeClient(cache: ApolloCache, clientId: string): void {
  deleteRow(cache, 'clients', { __typename: 'Client', id: clientId });
}
