import { describe, expect, it } from 'vitest';
import type { InMemoryCache } from '@apollo/client';
import { ClientsDocument, type ClientFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../lib/cache';
import { removeClient, storeClient } from './client-cache';

function client(id: string, name: string): ClientFieldsFragment {
  return {
    __typename: 'Client',
    id,
    name,
    posMode: 1,
    persistMode: 1,
    curbsideOnly: false,
    version: 1,
    updatedAt: null,
    updatedBy: null,
  };
}

function cacheWithLists(): InMemoryCache {
  const cache = createCache();
  cache.writeQuery({
    query: ClientsDocument,
    variables: { search: null },
    data: { clients: [client('1', 'Demo')] },
  });
  cache.writeQuery({ query: ClientsDocument, variables: { search: 'oth' }, data: { clients: [] } });
  return cache;
}

const names = (cache: InMemoryCache, search: string | null) =>
  cache.readQuery({ query: ClientsDocument, variables: { search } })?.clients.map((c) => c.name);

describe('the clients cache', () => {
  it('adds a created client to the lists whose search it matches', () => {
    const cache = cacheWithLists();
    storeClient(cache, client('2', 'Other Foods'));
    expect(names(cache, null)).toEqual(['Demo', 'Other Foods']);
    expect(names(cache, 'oth')).toEqual(['Other Foods']);
  });

  it('moves a renamed client out of searches it no longer matches', () => {
    const cache = cacheWithLists();
    storeClient(cache, client('2', 'Other Foods'));
    storeClient(cache, { ...client('2', 'Fresh Foods'), version: 2 });
    expect(names(cache, null)).toEqual(['Demo', 'Fresh Foods']);
    expect(names(cache, 'oth')).toEqual([]);
  });

  it('adds a client only once when both the mutation and the event report it', () => {
    const cache = cacheWithLists();
    storeClient(cache, client('2', 'Other Foods'));
    storeClient(cache, client('2', 'Other Foods'));
    expect(names(cache, null)).toEqual(['Demo', 'Other Foods']);
  });

  it('removes a deleted client from every list', () => {
    const cache = cacheWithLists();
    removeClient(cache, '1');
    expect(names(cache, null)).toEqual([]);
  });
});
