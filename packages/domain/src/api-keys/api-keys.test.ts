import { describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, apiKeyErrors, apiKeyStores, mayManageApiKeys } from './api-keys.js';

describe('API keys', () => {
  it('accepts a named client-wide key, and a store manager key with stores', () => {
    expect(apiKeyErrors({ name: 'Warehouse sync', role: 'clientAdmin', storeIds: [] })).toEqual([]);
    expect(apiKeyErrors({ name: 'POS', role: 'storeManager', storeIds: [4] })).toEqual([]);
  });

  it('names each missing or wrong field', () => {
    expect(apiKeyErrors({ name: '  ', role: 'storeManager', storeIds: [] })).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'storeIds', message: 'Choose at least one store for a Store Manager key' },
    ]);
    expect(apiKeyErrors({ name: 'x'.repeat(101), role: 'systemAdmin', storeIds: [] })).toEqual([
      { field: 'name', message: 'Name must be at most 100 characters' },
      { field: 'role', message: 'A key acts as a Client Admin or a Store Manager' },
    ]);
  });

  it('is managed by a system admin or a client admin only', () => {
    expect(mayManageApiKeys('systemAdmin')).toBe(true);
    expect(mayManageApiKeys('clientAdmin')).toBe(true);
    for (const role of ['storeManager', 'supportAdmin', 'leadShopper', 'shopper'])
      expect(mayManageApiKeys(role)).toBe(false);
    expect(API_KEY_MESSAGES.notManager).toBe(
      "Only a System Admin or the client's Client Admin may manage its API keys",
    );
  });

  it('keeps the chosen stores of a store manager key once each, and none for a client-wide key', () => {
    expect(apiKeyStores('storeManager', [3, 3, 5])).toEqual([3, 5]);
    expect(apiKeyStores('clientAdmin', [3])).toEqual([]);
  });
});
