import { describe, expect, it } from 'vitest';
import type { InMemoryCache } from '@apollo/client';
import { CustomFieldsDocument, type CustomFieldFieldsFragment } from '../gql/graphql';
import { createCache } from './cache';
import { deleteListedRow, storeListedRow } from './listed-rows';

function field(id: string, clientId: string, name: string): CustomFieldFieldsFragment {
  return {
    __typename: 'CustomField',
    id,
    clientId,
    name,
    sourceKey: `key_${id}`,
    description: '',
    dataType: 'Text',
    assignment: 1,
    version: 1,
    updatedBy: null,
  };
}

/** The custom fields list of one client, as its screen reads it. */
const customFields = (clientId: string) => ({
  query: CustomFieldsDocument,
  variables: { clientId },
  field: 'customFields' as const,
});

/** Client 1 lists one row, client 2 none. */
function cacheWithLists(): InMemoryCache {
  const cache = createCache();
  cache.writeQuery({ ...customFields('1'), data: { customFields: [field('10', '1', 'Door code')] } });
  cache.writeQuery({ ...customFields('2'), data: { customFields: [] } });
  return cache;
}

const names = (cache: InMemoryCache, clientId: string) =>
  cache.readQuery(customFields(clientId))?.customFields.map((row) => row.name);

describe('the rows of a cached list', () => {
  it('adds a created row to its own client’s list only', () => {
    const cache = cacheWithLists();
    storeListedRow(cache, customFields('1'), field('11', '1', 'Gift note'));
    expect(names(cache, '1')).toEqual(['Door code', 'Gift note']);
    expect(names(cache, '2')).toEqual([]);
  });

  it('changes a stored row in place, without adding it twice', () => {
    const cache = cacheWithLists();
    storeListedRow(cache, customFields('1'), { ...field('10', '1', 'Gate code'), version: 2 });
    expect(names(cache, '1')).toEqual(['Gate code']);
  });

  it('takes a deleted row out of the list and out of the cache', () => {
    const cache = cacheWithLists();
    deleteListedRow(cache, 'customFields', '10');
    expect(names(cache, '1')).toEqual([]);
    expect(cache.extract()['CustomField:10']).toBeUndefined();
  });

  it('leaves a list the cache does not hold yet to its first read', () => {
    const cache = createCache();
    storeListedRow(cache, customFields('1'), field('11', '1', 'Gift note'));
    expect(cache.readQuery(customFields('1'))).toBeNull();
  });
});
