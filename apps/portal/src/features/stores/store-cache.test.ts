import { describe, expect, it } from 'vitest';
import type { InMemoryCache } from '@apollo/client';
import { StoresDocument, type StoreFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../lib/cache';
import { removeStore, storeStore } from './store-cache';

function store(id: string, clientId: string, name: string): StoreFieldsFragment {
  return {
    __typename: 'Store',
    id,
    clientId,
    name,
    storeType: 'STANDALONE',
    parentStoreId: null,
    storeSourceKey: null,
    location: null,
    stateProvince: null,
    timeZoneName: 'US Eastern Standard Time',
    storeDeliveryProviderId: null,
    version: 1,
    updatedAt: null,
    updatedBy: null,
  };
}

function cacheWithLists(): InMemoryCache {
  const cache = createCache();
  cache.writeQuery({
    query: StoresDocument,
    variables: { clientId: '1' },
    data: { stores: [store('10', '1', 'Hub')] },
  });
  cache.writeQuery({ query: StoresDocument, variables: { clientId: '2' }, data: { stores: [] } });
  return cache;
}

const names = (cache: InMemoryCache, clientId: string) =>
  cache.readQuery({ query: StoresDocument, variables: { clientId } })?.stores.map((s) => s.name);

describe('the stores cache', () => {
  it("adds a created store to its own client's list only", () => {
    const cache = cacheWithLists();
    storeStore(cache, store('11', '1', 'Spoke'));
    expect(names(cache, '1')).toEqual(['Hub', 'Spoke']);
    expect(names(cache, '2')).toEqual([]);
  });

  it('changes a listed store in place, once', () => {
    const cache = cacheWithLists();
    storeStore(cache, { ...store('10', '1', 'Hub East'), version: 2 });
    expect(names(cache, '1')).toEqual(['Hub East']);
  });

  it('removes a deleted store from every list', () => {
    const cache = cacheWithLists();
    removeStore(cache, '10');
    expect(names(cache, '1')).toEqual([]);
  });
});
