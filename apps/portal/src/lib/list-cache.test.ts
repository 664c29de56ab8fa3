import { describe, expect, it } from 'vitest';
import { InMemoryCache, type Reference } from '@apollo/client';
import {
  FoodSafetyTypeFieldsFragmentDoc,
  FoodSafetyTypesDocument,
  SectionShopperRestrictionsDocument,
  type FoodSafetyTypeFieldsFragment,
  type MerchandiseUserSettingFragment,
} from '../gql/graphql';
import { createCache } from './cache';
import {
  addRow,
  changeLists,
  deleteRow,
  listFieldPolicies,
  ofStore,
  removeRow,
  replaceRows,
  storeRow,
} from './list-cache';

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

function withStores(cache: InMemoryCache): InMemoryCache {
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

const cacheWithStores = () => withStores(createCache());

const names = (cache: InMemoryCache, storeId: string) =>
  cache
    .readQuery({ query: FoodSafetyTypesDocument, variables: { storeId } })
    ?.foodSafetyTypes.map((r) => r.name);

const store = (cache: InMemoryCache, data: FoodSafetyTypeFieldsFragment) =>
  storeRow(
    cache,
    'foodSafetyTypes',
    { fragment: FoodSafetyTypeFieldsFragmentDoc, data },
    ofStore(data.storeId),
  );

const refOf = (cache: InMemoryCache, id: string): Reference => ({
  __ref: cache.identify({ __typename: 'FoodSafetyType', id })!,
});

describe('the list cache', () => {
  it('hands each cached list’s arguments to an edit', () => {
    const cache = cacheWithStores();
    const seen: unknown[] = [];
    changeLists(cache, 'foodSafetyTypes', (rows, { args }) => {
      seen.push(args);
      return rows;
    });
    expect(seen).toEqual([{ storeId: '1' }, { storeId: '2' }]);
  });

  it('keeps the field names the cache stores the lists under', () => {
    const cache = cacheWithStores();
    expect(Object.keys(cache.extract().ROOT_QUERY ?? {})).toEqual([
      '__typename',
      'foodSafetyTypes({"storeId":"1"})',
      'foodSafetyTypes({"storeId":"2"})',
    ]);
  });

  it('leaves lists alone in a cache without the list policies, whose arguments it cannot tell', () => {
    const cache = withStores(new InMemoryCache());
    store(cache, row('c', '1', 'Freezer'));
    expect(names(cache, '1')).toEqual(['Ambient', 'Cooler']);
    expect(Object.keys(listFieldPolicies)).toContain('foodSafetyTypes');
  });

  it('appends a new row to its own store’s list only', () => {
    const cache = cacheWithStores();
    store(cache, row('c', '1', 'Freezer'));
    expect(names(cache, '1')).toEqual(['Ambient', 'Cooler', 'Freezer']);
    expect(names(cache, '2')).toEqual([]);
  });

  it('changes a listed row in place rather than adding it twice', () => {
    const cache = cacheWithStores();
    store(cache, row('a', '1', 'Chilled'));
    addRow(cache, 'foodSafetyTypes', refOf(cache, 'a'), () => true);
    expect(names(cache, '1')).toEqual(['Chilled', 'Cooler']);
  });

  it('takes a row out of the lists named only, keeping it in the cache', () => {
    const cache = cacheWithStores();
    removeRow(cache, 'foodSafetyTypes', refOf(cache, 'a'), ofStore('2'));
    expect(names(cache, '1')).toEqual(['Ambient', 'Cooler']);
    removeRow(cache, 'foodSafetyTypes', refOf(cache, 'a'), ofStore('1'));
    expect(names(cache, '1')).toEqual(['Cooler']);
    expect(cache.identify(refOf(cache, 'a'))).toBeDefined();
    expect(cache.extract()[cache.identify(refOf(cache, 'a'))!]).toBeDefined();
  });

  it('removes a deleted row from every list and from the cache', () => {
    const cache = cacheWithStores();
    deleteRow(cache, 'foodSafetyTypes', { __typename: 'FoodSafetyType', id: 'a' });
    expect(names(cache, '1')).toEqual(['Cooler']);
    expect(cache.extract()['FoodSafetyType:a']).toBeUndefined();
  });

  it('replaces rows without an id of their own in the lists named only', () => {
    const cache = createCache();
    const setting = (userId: string, enabled: boolean): MerchandiseUserSettingFragment => ({
      __typename: 'SectionUserSetting',
      userId,
      userName: `user${userId}`,
      fullName: `User ${userId}`,
      enabled,
    });
    for (const sectionId of ['10', '11'])
      cache.writeQuery({
        query: SectionShopperRestrictionsDocument,
        variables: { storeId: '1', sectionId },
        data: { sectionShopperRestrictions: [setting('1', false), setting('2', false)] },
      });
    replaceRows(
      cache,
      'sectionShopperRestrictions',
      ({ sectionId }) => sectionId === '10',
      (item, readField) => (readField('userId', item) === '2' ? setting('2', true) : item),
    );
    const enabled = (sectionId: string) =>
      cache
        .readQuery({ query: SectionShopperRestrictionsDocument, variables: { storeId: '1', sectionId } })
        ?.sectionShopperRestrictions.map((s) => s.enabled);
    expect(enabled('10')).toEqual([false, true]);
    expect(enabled('11')).toEqual([false, false]);
  });
});
