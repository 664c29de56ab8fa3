import { describe, expect, it } from 'vitest';
import type { InMemoryCache } from '@apollo/client';
import { CustomFieldsDocument, type CustomFieldFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../lib/cache';
import { removeCustomField, storeCustomField } from './custom-field-cache';

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

function cacheWithLists(): InMemoryCache {
  const cache = createCache();
  cache.writeQuery({
    query: CustomFieldsDocument,
    variables: { clientId: '1' },
    data: { customFields: [field('10', '1', 'Door code')] },
  });
  cache.writeQuery({ query: CustomFieldsDocument, variables: { clientId: '2' }, data: { customFields: [] } });
  return cache;
}

const names = (cache: InMemoryCache, clientId: string) =>
  cache.readQuery({ query: CustomFieldsDocument, variables: { clientId } })?.customFields.map((f) => f.name);

describe('the custom fields cache', () => {
  it('adds a created field to its own client’s list only', () => {
    const cache = cacheWithLists();
    storeCustomField(cache, field('11', '1', 'Gift note'));
    expect(names(cache, '1')).toEqual(['Door code', 'Gift note']);
    expect(names(cache, '2')).toEqual([]);
  });

  it('changes a stored field in place, without adding it twice', () => {
    const cache = cacheWithLists();
    storeCustomField(cache, { ...field('10', '1', 'Gate code'), version: 2 });
    expect(names(cache, '1')).toEqual(['Gate code']);
  });

  it('takes a deleted field out of the list', () => {
    const cache = cacheWithLists();
    removeCustomField(cache, '10');
    expect(names(cache, '1')).toEqual([]);
  });
});
