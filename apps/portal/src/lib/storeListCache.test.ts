import { describe, expect, it } from 'vitest';
import { InMemoryCache } from '@apollo/client';
import {
  FoodSafetyTypeFieldsFragmentDoc,
  FoodSafetyTypesDocument,
  type FoodSafetyTypeFieldsFragment,
} from '../gql/graphql';
import { orderStoreList, removeFromStoreLists, storeInStoreList } from './storeListCache';

function row(id: string, storeId: string, name: string): FoodSafetyTypeFieldsFragment {
  return {
    __typename: 'FoodSafetyType',
    id,
    storeId,
    name,
    containerColor: 'Kale',
    containerIcon: 'Cooler',
    maxLeadTime: null,
    version: 1,
    updatedBy: null,
  };
}

function cacheWithStores(): InMemoryCache {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: FoodSafetyTypesDocument,
    variables: { storeId: '1' },
    data: { foodSafetyTypes: [row('a', '1', 'Ambient'), row('b', '1', 'Cooler')] },
  });
  cache.writeQuery({
    query: FoodSafetyTypesDocument,
    variables: { storeId: '2' },
    data: { foodSafetyTypes: [] },
  });
  return cache;
}

const names = (cache: InMemoryCache, storeId: string) =>
  cache
    .readQuery({ query: FoodSafetyTypesDocument, variables: { storeId } })
    ?.foodSafetyTypes.map((r) => r.name);

describe('per-store list cache', () => {
  it('appends a new row to its own store’s list only', () => {
    const cache = cacheWithStores();
    storeInStoreList(cache, 'foodSafetyTypes', FoodSafetyTypeFieldsFragmentDoc, row('c', '1', 'Freezer'));
    expect(names(cache, '1')).toEqual(['Ambient', 'Cooler', 'Freezer']);
    expect(names(cache, '2')).toEqual([]);
  });

  it('changes a listed row in place rather than adding it twice', () => {
    const cache = cacheWithStores();
    storeInStoreList(cache, 'foodSafetyTypes', FoodSafetyTypeFieldsFragmentDoc, row('a', '1', 'Chilled'));
    expect(names(cache, '1')).toEqual(['Chilled', 'Cooler']);
  });

  it('puts the list in the server’s order, unknown rows last', () => {
    const cache = cacheWithStores();
    storeInStoreList(cache, 'foodSafetyTypes', FoodSafetyTypeFieldsFragmentDoc, row('c', '1', 'Freezer'));
    orderStoreList(cache, 'foodSafetyTypes', '1', ['b', 'a']);
    expect(names(cache, '1')).toEqual(['Cooler', 'Ambient', 'Freezer']);
  });

  it('removes a deleted row', () => {
    const cache = cacheWithStores();
    removeFromStoreLists(cache, 'foodSafetyTypes', 'FoodSafetyType', 'a');
    expect(names(cache, '1')).toEqual(['Cooler']);
  });
});
