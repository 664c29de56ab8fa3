import { describe, expect, it } from 'vitest';
import { IntegrationsDocument, type IntegrationFieldsFragment } from '../../gql/graphql';
import { createCache } from '../../lib/cache';
import { removeIntegration, storeIntegration } from './integration-cache';

function integration(id: string, clientId: string, name: string): IntegrationFieldsFragment {
  return {
    __typename: 'Integration',
    id,
    clientId,
    name,
    status: true,
    authOptions: [{ __typename: 'AuthOption', key: 'apiKey', value: 'k' }],
    provider: {
      __typename: 'IntegrationProvider',
      id: '1',
      name: 'NCR Emerald',
      integrationType: { __typename: 'IntegrationType', id: '1', name: 'Point of Sale' },
    },
    version: 1,
    updatedAt: null,
    updatedBy: null,
  };
}

function cacheWithIntegrations() {
  const cache = createCache();
  cache.writeQuery({
    query: IntegrationsDocument,
    variables: { clientId: '1' },
    data: { integrations: [integration('5', '1', 'Store POS')] },
  });
  cache.writeQuery({ query: IntegrationsDocument, variables: { clientId: '2' }, data: { integrations: [] } });
  return cache;
}

const namesOf = (cache: ReturnType<typeof createCache>, clientId: string) =>
  cache.readQuery({ query: IntegrationsDocument, variables: { clientId } })?.integrations.map((i) => i.name);

describe('integration cache', () => {
  it('adds a new integration to its own client’s list only', () => {
    const cache = cacheWithIntegrations();
    storeIntegration(cache, integration('6', '1', 'Night delivery'));
    expect(namesOf(cache, '1')).toEqual(['Store POS', 'Night delivery']);
    expect(namesOf(cache, '2')).toEqual([]);
  });

  it('changes a listed integration in place, once', () => {
    const cache = cacheWithIntegrations();
    storeIntegration(cache, { ...integration('5', '1', 'Store POS 2'), version: 2 });
    expect(namesOf(cache, '1')).toEqual(['Store POS 2']);
  });

  it('takes a deleted integration out of the list', () => {
    const cache = cacheWithIntegrations();
    removeIntegration(cache, '5');
    expect(namesOf(cache, '1')).toEqual([]);
  });
});
