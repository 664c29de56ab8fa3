import { describe, expect, it } from 'vitest';
import { AppAttributesDocument, type AppAttributeFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../lib/cache';
import { removeAppAttribute, storeAppAttribute } from './app-attribute-cache';

function attribute(id: string, clientId: string, name: string, value = 'x'): AppAttributeFieldsFragment {
  return { __typename: 'AppAttribute', id, clientId, name, value, valueType: 1, version: 1, updatedBy: null };
}

function cacheWithAttributes() {
  const cache = createCache();
  for (const clientId of ['1', '2']) {
    cache.writeQuery({
      query: AppAttributesDocument,
      variables: { clientId },
      data: {
        appAttributes: clientId === '1' ? [attribute('5', '1', 'GoLiveDate')] : [],
        appAttributeKeys: [],
      },
    });
  }
  return cache;
}

const namesOf = (cache: ReturnType<typeof createCache>, clientId: string) =>
  cache
    .readQuery({ query: AppAttributesDocument, variables: { clientId } })
    ?.appAttributes.map((row) => `${row.name}=${row.value}`);

describe('application attribute cache', () => {
  it('adds a new attribute to its own client’s list only, and updates a changed one in place', () => {
    const cache = cacheWithAttributes();
    storeAppAttribute(cache, attribute('6', '1', 'SupportEmail', 'help@demo.test'));
    storeAppAttribute(cache, attribute('5', '1', 'GoLiveDate', '2026-04-01'));
    expect(namesOf(cache, '1')).toEqual(['GoLiveDate=2026-04-01', 'SupportEmail=help@demo.test']);
    expect(namesOf(cache, '2')).toEqual([]);
  });

  it('takes a deleted attribute out of the list', () => {
    const cache = cacheWithAttributes();
    removeAppAttribute(cache, '5');
    expect(namesOf(cache, '1')).toEqual([]);
  });
});
